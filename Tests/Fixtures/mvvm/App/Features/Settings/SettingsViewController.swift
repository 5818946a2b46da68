import UIKit

final class SettingsViewController: UIViewController {
    private let viewModel = SettingsViewModel()
    /// Reading the repository here skips the ViewModel.
    private let repository = SettingsRepository()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = viewModel.title
        viewModel.onChange = { [weak self] in self?.view.setNeedsLayout() }
    }
}
