import UIKit

/// The composition root (seed 002): builds every dependency once and injects it.
struct AppDependency {
    let networkManager = NetworkManager(session: URLSession.shared)

    func makeMainCoordinator(nav: UINavigationController) -> MainCoordinator {
        MainCoordinator(nav: nav, dependency: .init(mainViewControllerFactory: makeMainViewController))
    }

    private func makeMainViewController() -> MainViewController {
        let mainViewModel = MainViewModel(service: networkManager)
        let mainViewController = MainViewController(dataSource: CoinDataSource())
        mainViewModel.failErrorHandler = mainViewController.showError
        mainViewModel.coinsHandler = mainViewController.updateCoinList
        mainViewController.onAppear = mainViewModel.load
        return mainViewController
    }
}
