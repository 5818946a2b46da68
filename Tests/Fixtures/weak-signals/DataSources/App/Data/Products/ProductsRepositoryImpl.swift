/// Products from the server, cached.
final class ProductsRepositoryImpl {
    private let remote = ProductsRemoteDataSource()
    private var cache: [Product] = []

    func products() async throws -> [Product] {
        if cache.isEmpty { cache = try await remote.products() }
        return cache
    }
}
