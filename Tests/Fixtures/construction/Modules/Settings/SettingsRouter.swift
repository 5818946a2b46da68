import UIKit

protocol SettingsDataPassing {
    var dataStore: SettingsDataStore? { get }
}

final class SettingsRouter: SettingsDataPassing {
    weak var viewController: UIViewController?
    var dataStore: SettingsDataStore?
    let appRouter: AppRouter

    init(appRouter: AppRouter) {
        self.appRouter = appRouter
    }

    func create() -> UIViewController {
        let viewController = SettingsViewController()
        let presenter = SettingsPresenter()
        let interactor = SettingsInteractor()
        presenter.viewController = viewController
        interactor.presenter = presenter
        viewController.interactor = interactor
        self.viewController = viewController
        return viewController
    }

    func routeToRoot() {
        viewController?.navigationController?.popToRootViewController(animated: true)
    }
}
