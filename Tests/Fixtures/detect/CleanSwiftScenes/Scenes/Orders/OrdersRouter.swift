import UIKit

protocol OrdersRouterProtocol: AnyObject {
    func close()
}

final class OrdersRouter: OrdersRouterProtocol {
    weak var viewController: UIViewController?

    static func scene() -> UIViewController {
        let viewController = OrdersViewController()
        let interactor = OrdersInteractor()
        let presenter = OrdersPresenter()
        let router = OrdersRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }

    func close() { viewController?.dismiss(animated: true) }
}
