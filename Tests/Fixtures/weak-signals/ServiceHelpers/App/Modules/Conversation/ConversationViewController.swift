import UIKit

final class ConversationViewController: UIViewController, ConversationViewInput {
    var eventHandler: ConversationEventHandler?

    override func viewDidLoad() {
        super.viewDidLoad()
        eventHandler?.viewDidLoad()
    }

    func show(_ messages: [String]) {}
}
