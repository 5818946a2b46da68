import UIKit

final class ListViewController: UIViewController {
    func show() {}
}
