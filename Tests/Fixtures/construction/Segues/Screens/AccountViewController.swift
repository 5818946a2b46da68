import UIKit

/// Passes the account's connection to the server screen; asking the service for the unread
/// count and the contacts' status is this view's own use of it.
final class AccountViewController: UITableViewController {
    var account = ""
    var contacts: [String] = []
    @IBOutlet var unreadLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        unreadLabel.text = "\(ChatService.instance.unreadCount())"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowServerInfo" {
            let destination = segue.destination as! ServerInfoViewController
            destination.connection = ChatService.instance.connection(for: account)
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Status", for: indexPath) as! StatusCell
        cell.status = ChatService.instance.status(for: contacts[indexPath.row])
        return cell
    }
}
