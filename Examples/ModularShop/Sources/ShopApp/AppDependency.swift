import CartFeature
import CatalogFeature
import Domain

/// The composition root: the one place that knows every module and wires them together.
final class AppDependency {
    let repository: ProductRepository
    let cart = InMemoryCartStore()
    private(set) var screens: [AnyObject] = []

    init(repository: ProductRepository) {
        self.repository = repository
    }

    func makeCatalog() -> CatalogViewController {
        CatalogBuilder.build(repository: repository, cart: cart) { [weak self] screen in
            self?.screens.append(screen)
        }
    }

    func makeCart() -> CartView {
        CartBuilder.build(store: cart)
    }
}
