import Foundation

/// One XMPP connection per account.
final class ChatConnection {
    let account: String

    init(account: String) {
        self.account = account
    }
}

/// The chat client: keeps the connections and what they report.
final class ChatService {
    static let instance = ChatService()
    private var connections: [String: ChatConnection] = [:]

    func connection(for account: String) -> ChatConnection? {
        connections[account]
    }

    func status(for contact: String) -> String {
        "online"
    }

    func unreadCount() -> Int {
        0
    }
}
