import UIKit

final class DetailViewController: UIViewController {
    func show() {}
}
