final class Order {
    let id: Int
    init(id: Int) { self.id = id }
}
