protocol OrdersInteractorProtocol: AnyObject {
    func load(_ request: Orders.Load.Request)
}

final class OrdersInteractor: OrdersInteractorProtocol {
    var presenter: OrdersPresenterProtocol?
    let worker = OrdersWorker()

    func load(_ request: Orders.Load.Request) {
        worker.fetch { [weak self] items in self?.presenter?.present(Orders.Load.Response(items: items)) }
    }
}
