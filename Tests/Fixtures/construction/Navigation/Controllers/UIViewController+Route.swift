import UIKit

/// The app's own navigation helpers: UIKit's push and present under the app's names.
extension UIViewController {
    func route_push(to controller: UIViewController) {
        navigationController?.pushViewController(controller, animated: true)
    }

    func route_present(to controller: UIViewController) {
        present(controller, animated: true)
    }
}
