import Foundation

final class ConversationInteractor: ConversationInteractorInput {
    func loadMessages() -> [String] {
        ChatService.shared.connect()
        return []
    }
}
