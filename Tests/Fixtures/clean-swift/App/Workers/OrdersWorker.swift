import Foundation

protocol OrdersStoreProtocol {
    func fetchOrders(completionHandler: @escaping ([Order]) -> Void)
}

class OrdersWorker {
    var ordersStore: OrdersStoreProtocol

    init(ordersStore: OrdersStoreProtocol) {
        self.ordersStore = ordersStore
    }

    func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
        ordersStore.fetchOrders { orders in
            DispatchQueue.main.async { completionHandler(orders) }
        }
    }
}

class OrdersExportWorker {
    func export(_ orders: [Order]) -> Data {
        Data(orders.map(\.id).joined(separator: ",").utf8)
    }
}

final class OrdersMemStore: OrdersStoreProtocol {
    var orders: [Order] = []

    func fetchOrders(completionHandler: @escaping ([Order]) -> Void) {
        completionHandler(orders)
    }
}
