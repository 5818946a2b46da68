import SwiftUI

/// The composition root: builds every screen with its ViewModel and services.
final class AppContainer {
    private let profileService = ProfileService()

    func makeProfileView() -> ProfileView {
        ProfileView(viewModel: ProfileViewModel(service: profileService))
    }

    func makeSettings() -> SettingsViewController {
        SettingsViewController()
    }
}
