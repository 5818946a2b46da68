import UIKit

final class ProfilePresenter {
    private weak var view: ProfileViewController?
    private let user: User

    init(view: ProfileViewController, user: User) {
        self.view = view
        self.user = user
    }

    func viewDidLoad() {
        view?.display(name: user.name, email: user.email)
        view?.view.backgroundColor = UIColor.systemBackground
    }
}
