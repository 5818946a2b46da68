import UIKit

/// A header view that builds the edit screen and presents it itself: a View navigating, the
/// controller's job.
final class ProfileHeaderView: UIView {
    weak var owner: UIViewController?

    @objc private func editTapped() {
        let editor = EditProfileViewController()
        editor.title = "Edit"
        owner?.present(editor, animated: true)
    }

    /// Wraps the settings screen in a navigation controller and presents that: navigating too.
    @objc private func settingsTapped() {
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        owner?.present(navigation, animated: true)
    }
}
