import Foundation

/// The module's presenter, in the dialect that names it `*EventHandler`: its view holds it.
/// Sending through the chat service itself is the break.
final class ConversationEventHandler {
    weak var view: ConversationViewInput?
    var interactor: ConversationInteractorInput?

    func viewDidLoad() {
        view?.show(interactor?.loadMessages() ?? [])
    }

    func didTapSend(_ text: String) {
        ChatService.shared.send(text)
    }
}
