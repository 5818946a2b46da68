import UIKit

enum ProfileConfigurator {
    static func make(user: User) -> UIViewController {
        let view = ProfileViewController()
        view.presenter = ProfilePresenter(view: view, user: user)
        return view
    }
}
