import UIKit

extension LoginViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === passwordField {
            loginTapped()
        } else {
            // Jumping straight to help skips the Presenter: a View must not drive a Router.
            LoginRouter.showHelp(from: self)
        }
        return true
    }
}
