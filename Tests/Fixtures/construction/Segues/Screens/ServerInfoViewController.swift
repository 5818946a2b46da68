import UIKit

final class ServerInfoViewController: UIViewController {
    var connection: ChatConnection?
}
