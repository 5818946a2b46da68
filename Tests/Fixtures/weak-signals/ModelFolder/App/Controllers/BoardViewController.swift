import UIKit

final class BoardViewController: UIViewController {
    func refresh() {}
}
