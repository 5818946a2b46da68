import Observation

/// Observed by the settings screen; @Observable makes it a ViewModel.
@Observable
final class NotificationPreferences {
    var sound = true
    var badges = true
    weak var host: SettingsViewController?
}
