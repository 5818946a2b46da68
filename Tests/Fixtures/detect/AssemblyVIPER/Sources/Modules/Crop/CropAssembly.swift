import UIKit

protocol CropAssembly: AnyObject {
    func module() -> UIViewController
}

final class CropAssemblyImpl: CropAssembly {
    func module() -> UIViewController {
        let viewController = CropViewController()
        let router = CropRouterImpl()
        let presenter = CropPresenter(interactor: CropInteractorImpl(), router: router)
        router.viewController = viewController
        presenter.view = viewController
        objc_setAssociatedObject(viewController, "presenter", presenter, .OBJC_ASSOCIATION_RETAIN)
        return viewController
    }
}
