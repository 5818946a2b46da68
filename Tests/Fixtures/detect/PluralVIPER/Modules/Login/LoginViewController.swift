import UIKit

final class LoginViewController: UIViewController, LoginViewInputs {
    var presenter: LoginPresenterInputs?
    private var users: [User] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(_ users: [User]) {
        self.users = users
    }
}
