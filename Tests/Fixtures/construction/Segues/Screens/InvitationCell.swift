import UIKit

/// Opens the join screen for an invitation: the connection is looked up only for that screen.
final class InvitationCell: UITableViewCell {
    var account: String?
    var channel: String?
    weak var hostController: UIViewController?

    @IBAction func acceptTapped(_ sender: UIButton) {
        guard let account = account else { return }
        let controller = UIStoryboard(name: "Join", bundle: nil).instantiateViewController(withIdentifier: "JoinViewController") as! JoinViewController
        controller.connection = ChatService.instance.connection(for: account)
        controller.channel = channel
        hostController?.present(controller, animated: true)
    }
}
