protocol OrdersBusinessLogic {
    func fetch(request: Orders.Fetch.Request)
}

/// What the router passes on: the Interactor's store protocol, under its longer name.
protocol OrdersDataStoreProtocol {
    var count: Int { get }
}

final class OrdersInteractor: OrdersBusinessLogic, OrdersDataStoreProtocol {
    var presenter: OrdersPresentationLogic?
    var worker = OrdersWorker()
    var count = 0

    func fetch(request: Orders.Fetch.Request) {
        count = worker.count()
        presenter?.present(response: Orders.Fetch.Response(count: count))
    }
}
