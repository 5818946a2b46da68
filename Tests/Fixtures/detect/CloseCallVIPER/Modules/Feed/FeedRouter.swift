import UIKit

final class FeedRouter: FeedRouterInputs {
    weak var viewController: UIViewController?

    static func build() -> UIViewController {
        let view = FeedViewController()
        let presenter = FeedPresenter()
        let interactor = FeedInteractor()
        let router = FeedRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func open(_ user: User) {
        viewController?.navigationController?.pushViewController(UIViewController(), animated: true)
    }
}
