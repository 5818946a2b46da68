import Combine

/// What the settings screens observe: their model, not a reducer's state.
final class AppearanceState: ObservableObject {
    @Published var isDark = false
}
