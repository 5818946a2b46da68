import UIKit

/// One screen with two tabs: the tabs are its parts, shown by it, with no view model of their own.
final class PreferencesViewController: UIViewController {
    private let notes: [Note] = []
    private let tabs = UITabBarController()

    override func viewDidLoad() {
        super.viewDidLoad()
        tabs.viewControllers = [PreferencesGeneralViewController(), PreferencesPrivacyViewController()]
    }
}
