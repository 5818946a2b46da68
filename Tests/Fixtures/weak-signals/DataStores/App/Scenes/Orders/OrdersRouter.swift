protocol OrdersDataPassing {
    var dataStore: OrdersDataStoreProtocol? { get }
}

final class OrdersRouter: OrdersDataPassing {
    weak var viewController: OrdersViewController?
    var dataStore: OrdersDataStoreProtocol?

    func routeToDetail() {
        _ = dataStore?.count
    }
}
