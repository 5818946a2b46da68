import Domain

/// Loads the products and fills the cart; knows nothing of screens.
final class CatalogInteractor: CatalogInteractorProtocol {
    weak var output: CatalogInteractorOutput?
    private let repository: ProductRepository
    private let cart: CartStore
    private var loaded: [Product] = []

    init(repository: ProductRepository, cart: CartStore) {
        self.repository = repository
        self.cart = cart
    }

    func fetchProducts() {
        let repository = self.repository
        // Synchronous in this example so it runs without a run loop; the app uses a Task.
        let products = BlockingResult { try await repository.products() }.value
        switch products {
        case .success(let products):
            loaded = products
            output?.didFetch(products)
        case .failure(let error):
            output?.didFail(error)
        }
    }

    func addToCart(_ id: ProductID) {
        guard let product = loaded.first(where: { $0.id == id }) else {
            output?.didFail(ShopError.productNotFound(id))
            return
        }
        cart.add(product)
    }
}
