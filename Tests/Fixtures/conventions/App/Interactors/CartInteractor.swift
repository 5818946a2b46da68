final class CartInteractor {
    private let repository: OrderStoring

    init(repository: OrderStoring = OrderRepository()) {
        self.repository = repository
    }

    func total() -> Int { 0 }
}
