import UIKit

protocol PickerAssembly: AnyObject {
    func module() -> UIViewController
}

final class PickerAssemblyImpl: PickerAssembly {
    func module() -> UIViewController {
        let viewController = PickerViewController()
        let router = PickerRouterImpl()
        let presenter = PickerPresenter(interactor: PickerInteractorImpl(), router: router)
        router.viewController = viewController
        presenter.view = viewController
        objc_setAssociatedObject(viewController, "presenter", presenter, .OBJC_ASSOCIATION_RETAIN)
        return viewController
    }
}
