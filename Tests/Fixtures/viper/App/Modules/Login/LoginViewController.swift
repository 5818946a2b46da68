import UIKit

/// Shows the login form. The LoginPresenter decides what happens on "Log in"; the
/// LoginInteractor and the LoginDataManager are never touched from here.
final class LoginViewController: UIViewController, LoginViewInput {
    var output: LoginViewOutput!

    let emailField = UITextField()
    let passwordField = UITextField()
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewDidLoad()
    }

    @objc func loginTapped() {
        output.didTapLogin(email: emailField.text ?? "", password: passwordField.text ?? "")
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    func showError(message: String) {
        let alert = UIAlertController(title: "LoginRouter says", message: message, preferredStyle: .alert)
        present(alert, animated: true)
    }
}
