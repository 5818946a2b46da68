import UIKit

final class CoinDetailViewController: UIViewController {
    let viewModel: CoinDetailViewModel

    init(viewModel: CoinDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
