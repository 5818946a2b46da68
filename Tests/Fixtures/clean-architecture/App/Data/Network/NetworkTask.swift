final class NetworkTask: Cancellable {
    func cancel() {}
}
