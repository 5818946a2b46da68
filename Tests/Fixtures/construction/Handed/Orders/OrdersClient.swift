// archlint:role Model
final class OrdersClient {
    func load() {}
}
