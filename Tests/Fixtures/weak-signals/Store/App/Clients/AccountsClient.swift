import ComposableArchitecture

struct AccountsClient {
    var names: @Sendable () async -> [String]
}

extension AccountsClient {
    static let live = AccountsClient(names: { await ProfileStore.shared.accountNames() })
}
