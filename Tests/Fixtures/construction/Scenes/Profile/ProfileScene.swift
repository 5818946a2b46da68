import UIKit

protocol ProfileDataStore {
    var name: String { get }
}

protocol ProfileDataPassing {
    var dataStore: ProfileDataStore? { get }
}

final class ProfileViewController: UIViewController {
    var interactor: ProfileInteractor?
    var router: ProfileRouter?
}

final class ProfileInteractor: ProfileDataStore {
    var presenter: ProfilePresenter?
    var name = "Ada"
}

final class ProfilePresenter {
    weak var viewController: ProfileViewController?

    func presentGoodbye() {
        viewController?.title = "Goodbye"
    }
}
