import Foundation

/// What the chat client calls to hand its events to a helper.
protocol ChatServiceExtension {
    func start()
}

/// The chat client: registers its own event handlers, one per kind of stanza.
final class ChatService {
    static let shared = ChatService()

    let extensions: [ChatServiceExtension] = [MessageEventHandler.instance, PresenceEventHandler.instance]
    private(set) var unread = 0

    func connect() {
        for handler in extensions { handler.start() }
    }

    func markRead(_ id: String) {
        unread -= 1
    }

    func send(_ text: String) {}
}
