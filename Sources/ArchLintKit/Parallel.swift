import Dispatch

/// Work spread over all cores with results in input order, so output never depends on the
/// number of threads or on scheduling.
public enum Parallel {
    /// `body(0) … body(count - 1)`, run concurrently, returned in index order.
    public static func map<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let results = ResultSlots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(body(index), at: index)
        }
        return results.values()
    }

    /// `body(0) … body(count - 1)`, run concurrently, for their effects.
    public static func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }

    /// `body` over consecutive ranges of `0..<count` (a few per core, so uneven work still
    /// spreads), concatenated in order.
    public static func flatMap<Value: Sendable>(_ count: Int, _ body: @Sendable (Range<Int>) -> [Value]) -> [Value] {
        guard count > 0 else { return [] }
        let size = (count + 63) / 64
        let chunks = (count + size - 1) / size
        let parts = map(chunks) { chunk in
            body((chunk * size)..<min(count, (chunk + 1) * size))
        }
        return parts.flatMap { $0 }
    }
}

/// Fixed slots that concurrent workers fill, each writing only its own index. A raw buffer
/// rather than an array, so that concurrent writes to distinct slots involve no exclusive access
/// to a shared variable.
final class ResultSlots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    func store(_ value: Value, at index: Int) { buffer[index] = value }

    func values() -> [Value] { buffer.map { $0! } }
}
