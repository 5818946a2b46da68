import Foundation
import UIKit

final class LoginPresenter: LoginViewOutput, LoginInteractorOutput {
    weak var view: LoginViewInput?
    var interactor: LoginInteractorInput!
    var router: LoginRouterInput!

    #if DEBUG
    /// Debug shortcut that logs in without the Interactor; it makes the Presenter fetch.
    let debugService = UserService()
    #endif

    func viewDidLoad() {
        view?.showLoading(false)
    }

    func didTapLogin(email: String, password: String) {
        view?.showLoading(true)
        interactor.login(email: email, password: password)
    }

    func loginSucceeded(user: User) {
        view?.showLoading(false)
        router.openHome(for: user)
    }

    func loginFailed(error: LoginError) {
        view?.showLoading(false)
        switch error {
        case .invalidCredentials: view?.showError(message: "Wrong e-mail or password")
        case .offline: view?.showError(message: "You are offline")
        }
    }
}
