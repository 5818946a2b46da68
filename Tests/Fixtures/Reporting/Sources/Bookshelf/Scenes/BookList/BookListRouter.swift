import UIKit

// archlint:role Router
protocol BookListRouterProtocol: AnyObject {
    func showDetail(for book: Book)
}

/// Builds the module and wires its parts (the VIPER wireframe).
final class BookListRouter: BookListRouterProtocol {
    weak var viewController: UIViewController?

    static func makeModule() -> UIViewController {
        let view = BookListViewController()
        let interactor = BookListInteractor(dataManager: BookDataManager(service: BookCatalogService()))
        let presenter = BookListPresenter()
        let router = BookListRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        interactor.screen = view
        router.viewController = view
        return view
    }

    func showDetail(for book: Book) {
        print("detail for \(book.title)")
    }
}
