import UIKit

/// A controller building its header view and pushing the next controllers: the controller's
/// own job under MVC.
final class ProfileViewController: UIViewController {
    private let header = ProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.owner = self
        view.addSubview(header)
    }

    func openSettings() {
        navigationController?.setViewControllers([self, SettingsViewController()], animated: true)
    }
}

final class EditProfileViewController: UIViewController {}

final class SettingsViewController: UIViewController {}

final class PhotoViewController: UIViewController {
    let photo: String

    init(photo: String) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
