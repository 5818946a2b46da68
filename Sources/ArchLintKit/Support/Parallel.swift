import Dispatch

/// Work spread over all cores with results in input order, so output never depends on the
/// number of threads or on scheduling.
package enum Parallel {
    /// `body(0) … body(count - 1)`, run concurrently, returned in index order. Each result is
    /// written straight into its element of the array: no result is copied afterwards. Workers
    /// take consecutive indices (a few ranges per core, so uneven work still spreads): neighbours
    /// often share data (the types of one file), and one core touching it is cheaper than two.
    ///
    /// `longestRun` caps a range's length, for work whose cost varies a lot from one index to
    /// the next: a long range of costly items taken last keeps one core busy alone.
    package static func map<Value: Sendable>(_ count: Int, longestRun: Int = .max, _ body: @Sendable (Int) -> Value) -> [Value] {
        [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            let ranges = Ranges(count: count, longest: longestRun)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { range in
                for index in ranges[range] { (slots.base + index).initialize(to: body(index)) }
            }
            initialized = count
        }
    }

    /// `first()` and `second()`, run concurrently (two independent serial passes).
    package static func pair<First: Sendable, Second: Sendable>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        var results: (First?, Second?) = (nil, nil)
        withUnsafeMutablePointer(to: &results) { pointer in
            let slots = Slots(base: pointer)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                // Each worker writes its own half of the pair.
                if index == 0 { slots.base.pointee.0 = first() } else { slots.base.pointee.1 = second() }
            }
        }
        return (results.0!, results.1!)
    }

    /// `body(0) … body(count - 1)`, run concurrently, for their effects.
    package static func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }

    /// `body` over consecutive ranges of `0..<count` (a few per core, so uneven work still
    /// spreads), concatenated in order.
    package static func flatMap<Value: Sendable>(_ count: Int, _ body: @Sendable (Range<Int>) -> [Value]) -> [Value] {
        let ranges = Ranges(count: count)
        let parts = map(ranges.count) { body(ranges[$0]) }
        return parts.flatMap { $0 }
    }
}

/// Work started on a thread of its own, beside whatever the caller does next (which may use
/// every core through ``Parallel``); ``value`` waits for it.
package final class Background<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchGroup()
    // Written by the work's thread before `done` is left, read after waiting for it.
    private var result: Value?

    /// `queue`: a serial queue to run on after the work already given to it; by default one of
    /// its own.
    package init(on queue: DispatchQueue? = nil, _ work: @escaping @Sendable () -> Value) {
        // A queue of its own runs on a thread of its own, not on one of the workers that
        // `concurrentPerform` shares out.
        (queue ?? DispatchQueue(label: "archlint.background")).async(group: done) { self.result = work() }
    }

    package var value: Value {
        done.wait()
        return result!
    }
}

/// `0..<count` cut into consecutive ranges of (nearly) equal size: at most 64, or as many as
/// keep each at most `longest` long.
struct Ranges: Sendable {
    let count: Int
    private let total: Int
    private let size: Int

    init(count total: Int, longest: Int = .max) {
        self.total = total
        size = max(1, min(longest, (total + 63) / 64))
        count = (total + size - 1) / size
    }

    subscript(range: Int) -> Range<Int> { (range * size)..<min(total, (range + 1) * size) }
}

/// Where concurrent workers write their results: the uninitialized elements of one array, each
/// written by one worker only, which is why sharing the pointer across threads is sound.
struct Slots<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>
}
