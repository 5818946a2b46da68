final class OrdersClient {
    func load() {}
}
