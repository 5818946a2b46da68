import UIKit

final class ShareViewController: UIViewController {
    let price = PriceFormatter()
}
