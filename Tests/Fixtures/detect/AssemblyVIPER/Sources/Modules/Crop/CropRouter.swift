import UIKit

protocol CropRouter: AnyObject {
    func close()
}

final class CropRouterImpl: CropRouter {
    weak var viewController: UIViewController?
    func close() { viewController?.dismiss(animated: true) }
}
