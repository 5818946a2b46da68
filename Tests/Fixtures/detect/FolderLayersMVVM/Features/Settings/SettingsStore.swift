import Observation

@Observable
final class SettingsStore {
    private let settings = Settings()
    var userName: String = ""

    func load() { userName = settings.userName }
    func save() { settings.userName = userName }
}
