import UIKit

class Base: UIViewController {
    func reload() {}
}
