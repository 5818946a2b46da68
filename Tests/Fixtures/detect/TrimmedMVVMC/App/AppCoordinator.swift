import UIKit

final class AppCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let status = StatusViewController(sceneView: StatusView(), viewModel: StatusViewModel(coordinator: self))
        navigationController.pushViewController(status, animated: false)
    }

    func showAbout() {
        navigationController.pushViewController(AboutViewController(sceneView: AboutView(), viewModel: AboutViewModel()), animated: true)
    }
}
