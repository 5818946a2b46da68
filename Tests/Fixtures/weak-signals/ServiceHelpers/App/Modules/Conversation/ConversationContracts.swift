import Foundation

protocol ConversationViewInput: AnyObject {
    func show(_ messages: [String])
}

protocol ConversationInteractorInput {
    func loadMessages() -> [String]
}
