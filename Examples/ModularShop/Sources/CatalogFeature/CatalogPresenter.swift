import Domain

final class CatalogPresenter: CatalogPresenterProtocol {
    weak var view: CatalogViewProtocol?
    var interactor: CatalogInteractorProtocol?
    var router: CatalogRouterProtocol?

    func viewDidLoad() {
        interactor?.fetchProducts()
    }

    func didSelect(_ id: ProductID) {
        interactor?.addToCart(id)
    }

    func didTapCart() {
        router?.showCart()
    }
}

extension CatalogPresenter: CatalogInteractorOutput {
    func didFetch(_ products: [Product]) {
        view?.show(products.filter(\.isAvailable).map {
            CatalogItem(id: $0.id, title: $0.title, price: $0.price.description)
        })
    }

    func didFail(_ error: Error) {
        view?.showError("\(error)")
    }
}
