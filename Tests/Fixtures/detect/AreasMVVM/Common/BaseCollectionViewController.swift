import UIKit

class BaseCollectionViewController: UICollectionViewController {
    func showError(_ message: String) {}
}
