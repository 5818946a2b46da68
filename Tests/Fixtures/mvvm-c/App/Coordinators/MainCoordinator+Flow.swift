import UIKit

extension MainCoordinator: MainViewControllerDelegate, MainCoordinating {
    func mainViewController(_ controller: MainViewController, didSelect coin: Coin) {
        showDetail(for: coin)
    }

    func showDetail(for coin: Coin) {
        let viewModel = CoinDetailViewModel(coin: coin)
        nav.pushViewController(CoinDetailViewController(viewModel: viewModel), animated: true)
    }
}
