import Foundation

/// Stores incoming messages and tells the service which were read: the service's code.
final class MessageEventHandler: ChatServiceExtension {
    static let instance = MessageEventHandler()

    func start() {}

    func received(_ id: String, displayed: Bool) {
        if displayed { ChatService.shared.markRead(id) }
    }
}
