/// A fixed list of products, for previews, tests and this example.
public struct InMemoryProductRepository: ProductRepository {
    private let all: [Product]

    public init(_ products: [Product]) { all = products }

    public func products() async throws -> [Product] { all }

    public func product(id: ProductID) async throws -> Product? {
        all.first { $0.id == id }
    }
}

/// The cart in memory; the real app persists it.
public final class InMemoryCartStore: CartStore {
    public private(set) var lines: [CartLine] = []

    public init() {}

    public func add(_ product: Product) {
        if let index = lines.firstIndex(where: { $0.product.id == product.id }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(product: product, quantity: 1))
        }
    }

    public func remove(_ id: ProductID) {
        lines.removeAll { $0.product.id == id }
    }
}
