import UIKit

/// A UIKit screen holding the coordinator to call it: a use, whatever it is named.
final class BasketViewController: UIViewController {
    var coordinator: ShopCoordinator?

    @objc private func close() {
        coordinator?.showBasket()
    }
}
