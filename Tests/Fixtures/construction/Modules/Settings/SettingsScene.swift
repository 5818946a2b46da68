import UIKit

protocol SettingsBusinessLogic {
    func loadSettings()
}

protocol SettingsDataStore {
    var userName: String? { get set }
}

protocol SettingsDisplayLogic: AnyObject {
    func displayName(_ name: String)
}

final class SettingsViewController: UIViewController, SettingsDisplayLogic {
    var interactor: SettingsBusinessLogic?

    func displayName(_ name: String) {
        title = name
    }
}

final class SettingsPresenter {
    weak var viewController: SettingsDisplayLogic?

    func presentName(_ name: String) {
        viewController?.displayName(name)
    }
}

/// Asks its router to leave the scene: an Interactor may not navigate.
final class SettingsInteractor: SettingsBusinessLogic, SettingsDataStore {
    var presenter: SettingsPresenter?
    var router: SettingsRouter?
    var userName: String?

    func loadSettings() {
        presenter?.presentName(userName ?? "")
        router?.routeToRoot()
    }
}
