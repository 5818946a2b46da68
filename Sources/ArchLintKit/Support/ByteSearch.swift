extension UnsafeBufferPointer<UInt8> {
    /// The place of the first `byte` in `start..<end`, or nil. A plain loop: `firstIndex(of:)` on
    /// a slice is generic code, a call per byte in the unoptimized build the package plugin runs.
    func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            if self[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The place of the last `byte` before `end`, or nil; a plain loop, as ``firstIndex(of:from:to:)``.
    func lastIndex(of byte: UInt8, before end: Int) -> Int? {
        var index = end - 1
        while index >= 0 {
            if self[index] == byte { return index }
            index -= 1
        }
        return nil
    }

    /// The first `count` bytes, in place.
    func prefix(count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: baseAddress, count: count)
    }
}
