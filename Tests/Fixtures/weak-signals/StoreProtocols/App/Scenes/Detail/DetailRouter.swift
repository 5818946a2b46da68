protocol DetailDataPassing {
    var dataStore: DetailStoreProtocol? { get }
}

final class DetailRouter: DetailDataPassing {
    weak var viewController: DetailViewController?
    var dataStore: DetailStoreProtocol?

    func routeToShare() {
        _ = dataStore?.selectedName
    }

    /// Asking the Worker's store itself is the break.
    func routeToProducts() {
        _ = ProductsMemStore().fetchNames()
    }
}
