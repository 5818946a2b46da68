import UIKit

// A module with nothing to fetch: its presenter shows what it is given and has no interactor.

protocol DetailsViewInputs: AnyObject {
    func show(_ user: User)
}

protocol DetailsPresenterInputs: AnyObject {
    func viewDidLoad()
    func close()
}

final class DetailsViewController: UIViewController, DetailsViewInputs {
    var presenter: DetailsPresenterInputs?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(_ user: User) {
        title = user.name
    }
}

final class DetailsPresenter: DetailsPresenterInputs {
    weak var view: DetailsViewInputs?
    var router: DetailsRouter?
    let user: User

    init(user: User) {
        self.user = user
    }

    func viewDidLoad() { view?.show(user) }
    func close() { router?.close() }
}

final class DetailsRouter {
    weak var viewController: UIViewController?

    func close() { viewController?.dismiss(animated: true) }
}
