import Foundation

/// Keeps who is online; the service registers it beside its other handlers.
final class PresenceEventHandler: ChatServiceExtension {
    static let instance = PresenceEventHandler()
    private(set) var online: Set<String> = []

    func start() {}

    func update(_ contact: String, available: Bool) {
        if available { online.insert(contact) } else { online.remove(contact) }
    }
}
