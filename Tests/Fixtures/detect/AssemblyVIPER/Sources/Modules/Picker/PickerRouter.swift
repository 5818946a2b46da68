import UIKit

protocol PickerRouter: AnyObject {
    func close()
}

final class PickerRouterImpl: PickerRouter {
    weak var viewController: UIViewController?
    func close() { viewController?.dismiss(animated: true) }
}
