import UIKit

final class LoginViewController: UIViewController, LoginViewProtocol {
    var presenter: LoginPresenter!
    private let spinner = UIActivityIndicatorView()

    @objc private func loginTapped() {
        presenter.loginTapped(email: "ada@example.com", password: "secret")
    }

    func showLoading() { spinner.startAnimating() }
    func hideLoading() { spinner.stopAnimating() }
    func showError(message: String) { title = message }

    func showProfile(of user: User) {
        navigationController?.pushViewController(ProfileConfigurator.make(user: user), animated: true)
    }
}
