import RxRelay

/// A value the screens observe, wrapped in a relay: a building block, not a scene's store.
final class DataStore<Value> {
    private let relay: BehaviorRelay<Value>

    init(_ value: Value) {
        relay = BehaviorRelay(value: value)
    }

    var value: Value { relay.value }

    func accept(_ value: Value) {
        relay.accept(value)
    }
}
