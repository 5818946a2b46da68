/// Where products come from. Domain only declares it; the app plugs in an implementation
/// (an HTTP client in the real app, `InMemoryProductRepository` here).
public protocol ProductRepository: Sendable {
    func products() async throws -> [Product]
    func product(id: ProductID) async throws -> Product?
}

/// Where the cart is kept between screens.
public protocol CartStore: AnyObject {
    var lines: [CartLine] { get }
    func add(_ product: Product)
    func remove(_ id: ProductID)
}

public enum ShopError: Error, Equatable {
    case productNotFound(ProductID)
    case unavailable(ProductID)
}
