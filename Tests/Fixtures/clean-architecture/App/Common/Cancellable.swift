protocol Cancellable {
    func cancel()
}
