import Foundation

/// The centre of the one-way flow: runs the reducer and tells its subscribers.
final class Store<S> {
    private(set) var state: S
    private let reducer: (AppAction, S) -> S
    private var subscribers: [(S) -> Void] = []
    private let middleware: [LoggingMiddleware]

    init(state: S, reducer: @escaping (AppAction, S) -> S, middleware: [LoggingMiddleware] = []) {
        self.state = state
        self.reducer = reducer
        self.middleware = middleware
    }

    func dispatch(_ action: AppAction) {
        middleware.forEach { $0.log(action) }
        state = reducer(action, state)
        subscribers.forEach { $0(state) }
    }

    func subscribe(_ subscriber: @escaping (S) -> Void) {
        subscribers.append(subscriber)
        subscriber(state)
    }
}
