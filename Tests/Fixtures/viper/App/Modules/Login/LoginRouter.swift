import UIKit

/// The Wireframe: builds the Login module and navigates out of it.
final class LoginRouter: LoginRouterInput {
    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = LoginViewController()
        let presenter = LoginPresenter()
        let interactor = LoginInteractor(dataManager: LoginDataManager(service: UserService()))
        let router = LoginRouter()
        view.output = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        return view
    }

    static func showHelp(from view: UIViewController) {
        view.present(UIViewController(), animated: true)
    }

    func openHome(for user: User) {
        viewController?.navigationController?.pushViewController(HomeModuleBuilder.build(user: user), animated: true)
    }
}
