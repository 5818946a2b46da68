final class ProductsWorker {
    var store: ProductsStoreProtocol = ProductsMemStore()

    func names() -> [String] {
        store.fetchNames()
    }
}

/// Where the products live: a Worker's store protocol, implemented by the stores.
protocol ProductsStoreProtocol {
    func fetchNames() -> [String]
}

final class ProductsMemStore: ProductsStoreProtocol {
    func fetchNames() -> [String] { ["a"] }
}
