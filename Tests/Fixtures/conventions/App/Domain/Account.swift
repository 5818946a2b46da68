public struct Account {
    public var balance: Int
    public private(set) var owner: String
    public let id: Int
    public static var current: Account?
    var note = ""
    public var summary: String { "\(id): \(balance)" }
}

extension Account {
    public static var fallback = Account(balance: 0, owner: "", id: 0)
}
