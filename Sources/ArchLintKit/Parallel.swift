import Dispatch

/// Work spread over all cores with results in input order, so output never depends on the
/// number of threads or on scheduling.
public enum Parallel {
    /// `body(0) … body(count - 1)`, run concurrently, returned in index order. Each result is
    /// written straight into its element of the array: no result is copied afterwards.
    public static func map<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (slots.base + index).initialize(to: body(index))
            }
            initialized = count
        }
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

/// Where concurrent workers write their results: the uninitialized elements of one array, each
/// written by one worker only, which is why sharing the pointer across threads is sound.
struct Slots<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>
}
