import UIKit

final class JoinViewController: UIViewController {
    var connection: ChatConnection?
    var channel: String?
}
