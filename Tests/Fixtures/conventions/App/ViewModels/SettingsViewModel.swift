import Combine

final class SettingsViewModel: ObservableObject {
    @Published var isOn = false
}
