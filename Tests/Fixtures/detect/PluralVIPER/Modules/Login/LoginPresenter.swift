final class LoginPresenter: LoginPresenterInputs, LoginInteractorOutputs {
    weak var view: LoginViewInputs?
    var interactor: LoginInteractorInputs?
    var router: LoginRouterInputs?

    func viewDidLoad() { interactor?.load() }
    func didSelect(_ user: User) { router?.open(user) }
    func loaded(_ users: [User]) { view?.show(users) }
}
