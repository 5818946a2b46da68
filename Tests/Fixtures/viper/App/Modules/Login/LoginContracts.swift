//
//  LoginContracts.swift
//  The Login module's VIPER contracts. Each protocol carries the role of the side that
//  implements it: LoginViewInput is the View, LoginInteractorOutput the Presenter.
//

import UIKit

protocol LoginViewInput: AnyObject {
    func showLoading(_ isLoading: Bool)
    func showError(message: String)
}

protocol LoginViewOutput: AnyObject {
    func viewDidLoad()
    func didTapLogin(email: String, password: String)
}

protocol LoginInteractorInput: AnyObject {
    func login(email: String, password: String)
}

protocol LoginInteractorOutput: AnyObject {
    func loginSucceeded(user: User)
    func loginFailed(error: LoginError)
}

protocol LoginRouterInput: AnyObject {
    func openHome(for user: User)
}

enum LoginError: Error {
    case invalidCredentials
    case offline
}
