import Foundation

final class LoginPresenter {
    private weak var view: LoginViewProtocol?
    private let auth: AuthServiceProtocol

    init(view: LoginViewProtocol, auth: AuthServiceProtocol) {
        self.view = view
        self.auth = auth
    }

    func loginTapped(email: String, password: String) {
        view?.showLoading()
        auth.login(email: email, password: password) { [weak self] result in
            self?.view?.hideLoading()
            switch result {
            case .success(let user): self?.view?.showProfile(of: user)
            case .failure(let error): self?.view?.showError(message: error.localizedDescription)
            }
        }
    }
}
