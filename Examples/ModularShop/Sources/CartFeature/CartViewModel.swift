import Domain

/// The cart's state and actions, testable without the screen.
public final class CartViewModel {
    public struct State: Equatable {
        public var lines: [CartLine]
        public var total: Money
    }

    private let store: CartStore
    public var onChange: ((State) -> Void)?
    // A shortcut that came in with a hot fix: the ViewModel pokes its CartView directly instead
    // of publishing state through `onChange`. MVVM forbids it, and ArchLint says so.
    public weak var view: CartView?

    public init(store: CartStore) {
        self.store = store
    }

    public func load() {
        publish()
    }

    public func remove(_ id: ProductID) {
        store.remove(id)
        publish()
    }

    private func publish() {
        let state = State(lines: store.lines, total: store.lines.map(\.total).reduce(.zero, +))
        onChange?(state)
    }
}
