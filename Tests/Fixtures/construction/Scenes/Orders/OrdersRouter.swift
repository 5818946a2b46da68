import UIKit

/// Assembles its scene: it builds the view controller, the interactor and the presenter, wires
/// them and returns the view controller. Building is not using.
final class OrdersRouter {
    weak var viewController: OrdersViewController?

    static func makeScene() -> UIViewController {
        let viewController = OrdersViewController()
        let presenter = OrdersPresenter()
        let interactor = OrdersInteractor()
        let router = OrdersRouter()
        interactor.presenter = presenter
        presenter.viewController = viewController
        viewController.interactor = interactor
        viewController.router = router
        router.viewController = viewController
        return viewController
    }

    func routeToDetail(title: String) {
        let detail = UIViewController()
        detail.title = title
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
