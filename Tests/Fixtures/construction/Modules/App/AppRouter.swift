import UIKit

/// Shows the app's scenes by path.
final class AppRouter {
    let navigationController = UINavigationController()

    func show(_ viewController: UIViewController) {
        navigationController.pushViewController(viewController, animated: true)
    }
}
