import UIKit

final class MainCoordinator: Coordinator {
    let nav: UINavigationController

    struct Dependency {
        let mainViewControllerFactory: () -> MainViewController
    }

    private let mainViewController: MainViewController

    init(nav: UINavigationController, dependency: Dependency) {
        self.nav = nav
        mainViewController = dependency.mainViewControllerFactory()
    }

    func start() {
        print("MainCoordinator.start pushes MainViewController")
        mainViewController.delegate = self
        nav.pushViewController(mainViewController, animated: false)
    }
}
