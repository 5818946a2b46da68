import UIKit

/// What every screen of the app shares: error alerts and a loading indicator.
class BaseViewController: UIViewController {
    func showError(_ message: String) {}
}
