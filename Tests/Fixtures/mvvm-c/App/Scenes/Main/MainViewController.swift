import UIKit

protocol MainViewControllerDelegate: AnyObject {
    func mainViewController(_ controller: MainViewController, didSelect coin: Coin)
}

/// Bound by closures from AppDependency: no MainViewModel in here (seed 002's strict variant).
final class MainViewController: UIViewController {
    weak var delegate: MainViewControllerDelegate?
    var onAppear: (() -> Void)?
    private let dataSource: CoinDataSource
    private var coins: [Coin] = []

    #if DEBUG
    /// Reaching for the coordinator breaks MVVM-C: the View reports through its delegate.
    weak var debugCoordinator: MainCoordinator?
    #endif

    init(dataSource: CoinDataSource) {
        self.dataSource = dataSource
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }

    func showError(_ message: String) {
        present(UIAlertController(title: nil, message: message, preferredStyle: .alert), animated: true)
    }

    func updateCoinList(_ coins: [Coin]) {
        self.coins = coins
    }
}

final class CoinDataSource: NSObject {}
