import UIKit

class BaseTableViewController: UITableViewController {
    func showError(_ message: String) {}
}
