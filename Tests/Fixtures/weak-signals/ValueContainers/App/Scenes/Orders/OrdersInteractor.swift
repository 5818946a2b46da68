protocol OrdersBusinessLogic {
    func fetch(request: Orders.Fetch.Request)
}

protocol OrdersDataStore {
    var count: Int { get }
}

final class OrdersInteractor: OrdersBusinessLogic, OrdersDataStore {
    var presenter: OrdersPresentationLogic?
    var worker = OrdersWorker()
    var count = 0

    func fetch(request: Orders.Fetch.Request) {
        count = worker.titles().count
        presenter?.present(response: Orders.Fetch.Response(count: count))
    }
}
