import UIKit

final class LoginRouter: LoginRouterInputs {
    weak var viewController: UIViewController?

    static func build() -> UIViewController {
        let view = LoginViewController()
        let presenter = LoginPresenter()
        let interactor = LoginInteractor()
        let router = LoginRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func open(_ user: User) {
        viewController?.navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
