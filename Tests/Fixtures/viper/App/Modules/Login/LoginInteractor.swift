import Foundation

final class LoginInteractor: LoginInteractorInput {
    weak var output: LoginInteractorOutput?
    private let dataManager: LoginDataManager

    #if DEBUG
    var router: LoginRouterInput?
    #endif

    init(dataManager: LoginDataManager) {
        self.dataManager = dataManager
    }

    func login(email: String, password: String) {
        dataManager.fetchUser(email: email, password: password) { [weak self] result in
            switch result {
            case .success(let user): self?.output?.loginSucceeded(user: user)
            case .failure: self?.output?.loginFailed(error: .invalidCredentials)
            }
        }
    }
}
