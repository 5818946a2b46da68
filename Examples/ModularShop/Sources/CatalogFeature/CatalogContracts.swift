import Domain

// The VIPER contracts of the catalog module: each side talks to the others through these.

public protocol CatalogViewProtocol: AnyObject {
    func show(_ items: [CatalogItem])
    func showError(_ message: String)
}

protocol CatalogPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didSelect(_ id: ProductID)
    func didTapCart()
}

protocol CatalogInteractorProtocol: AnyObject {
    func fetchProducts()
    func addToCart(_ id: ProductID)
}

protocol CatalogInteractorOutput: AnyObject {
    func didFetch(_ products: [Product])
    func didFail(_ error: Error)
}

protocol CatalogRouterProtocol: AnyObject {
    func showCart()
}

/// A row of the catalog list, formatted by the presenter.
public struct CatalogItem: Equatable, Sendable {
    public var id: ProductID
    public var title: String
    public var price: String
}
