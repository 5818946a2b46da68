import UIKit

final class ProfileViewController: UIViewController, ProfileView {
    var presenter: ProfilePresenter!
    private let nameLabel = UILabel()
    private let emailLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func display(name: String, email: String) {
        nameLabel.text = name
        emailLabel.text = email
    }

    @objc private func signOutTapped() {
        AuthService().login(email: "", password: "") { _ in }
    }
}
