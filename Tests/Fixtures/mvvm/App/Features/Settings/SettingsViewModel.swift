import UIKit

final class SettingsViewModel {
    var title: String { "Settings" }
    var onChange: (() -> Void)?
    private let repository = SettingsRepository()

    func toggleNotifications() {
        repository.notificationsEnabled.toggle()
        onChange?()
    }
}
