final class OrderLogic {
    func place(_ order: Order) {}
}
