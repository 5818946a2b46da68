import ComposableArchitecture

struct SessionClient {
    var signOut: @Sendable () -> Void
}

extension SessionClient {
    static let live = SessionClient(signOut: { SessionStore.shared.send(.signOut) })
}
