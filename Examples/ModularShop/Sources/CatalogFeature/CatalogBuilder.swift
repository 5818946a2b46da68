import Domain

/// Assembles the catalog module (view, presenter, interactor, router) and returns its view.
public enum CatalogBuilder {
    public static func build(repository: ProductRepository, cart: CartStore,
                             present: @escaping (AnyObject) -> Void) -> CatalogViewController {
        let view = CatalogViewController()
        let presenter = CatalogPresenter()
        let interactor = CatalogInteractor(repository: repository, cart: cart)
        let router = CatalogRouter(cart: cart, present: present)
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        return view
    }
}
