import UIKit

/// A builder with a static make: it builds the service and the view model, and returns the
/// screen that shows them.
struct SettingsScreen {
    static func make() -> UIViewController {
        let service = SettingsService()
        let viewModel = SettingsViewModel(service: service)
        return SettingsViewController(viewModel: viewModel)
    }
}

final class SettingsViewController: UIViewController {
    let viewModel: SettingsViewModel

    init(viewModel: SettingsViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

final class SettingsViewModel {
    let service: SettingsService

    init(service: SettingsService) {
        self.service = service
    }

    func save() {
        service.save()
    }
}
