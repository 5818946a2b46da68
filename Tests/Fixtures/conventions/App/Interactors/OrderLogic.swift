final class OrderLogic {
    private let cache: CacheRepository

    init(cache: CacheRepository) {
        self.cache = cache
    }

    func place(_ order: Order) {
        cache.clear()
    }
}
