final class OrdersWorker {
    func count() -> Int { 3 }
}
