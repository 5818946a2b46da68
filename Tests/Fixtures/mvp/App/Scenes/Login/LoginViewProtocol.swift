protocol LoginViewProtocol: AnyObject {
    func showLoading()
    func hideLoading()
    func showError(message: String)
    func showProfile(of user: User)
}
