import UIKit
import Networking

final class AppDelegate: UIResponder {
    let client = APIClient()
}
