import UIKit

/// A scene type that only builds its scene; it takes the Router role from the data-passing
/// protocol it conforms to, and builds the concrete interactor and the presenter it wires.
final class ProfileLauncher: ProfileDataPassing {
    var dataStore: ProfileDataStore?

    func build() -> UIViewController {
        let interactor = ProfileInteractor()
        let presenter = ProfilePresenter()
        let viewController = ProfileViewController()
        interactor.presenter = presenter
        presenter.viewController = viewController
        viewController.interactor = interactor
        dataStore = interactor
        return viewController
    }
}
