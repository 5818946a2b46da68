import UIKit

/// Builds the Home screen; a composition root, so what it names is construction.
enum HomeModuleBuilder {
    static func build(user: User) -> UIViewController {
        let view = HomeViewController(user: user)
        _ = UserService()
        return view
    }
}

final class HomeViewController: UIViewController {
    let user: User

    init(user: User) {
        self.user = user
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}
