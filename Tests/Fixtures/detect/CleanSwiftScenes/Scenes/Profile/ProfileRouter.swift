import UIKit

protocol ProfileRouterProtocol: AnyObject {
    func close()
}

final class ProfileRouter: ProfileRouterProtocol {
    weak var viewController: UIViewController?

    static func scene() -> UIViewController {
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor()
        let presenter = ProfilePresenter()
        let router = ProfileRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }

    func close() { viewController?.dismiss(animated: true) }
}
