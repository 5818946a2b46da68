protocol OrderStoring {
    func save(_ order: Order)
}

final class OrderRepository: OrderStoring {
    func save(_ order: Order) {}
}

final class CacheRepository {
    func clear() {}
}
