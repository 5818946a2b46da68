import Combine

/// The app's own store: it holds the state the views observe and takes their actions.
final class SessionStore: ObservableObject {
    enum Action { case signOut }

    static let shared = SessionStore()

    @Published private(set) var isSignedIn = true

    func send(_ action: Action) {
        isSignedIn = false
    }
}
