enum AppAssembly {
    static func cartInteractor() -> CartInteractor {
        let repository = OrderRepository()
        repository.save(Order(id: 0))
        return CartInteractor(repository: repository)
    }
}
