extension String {
    /// `body` over the string's UTF-8 bytes, read in place where they are stored contiguously
    /// (every native string). `withUTF8` needs a mutable copy, which retains the string, and the
    /// classifier and the model ask this of every name and supertype of every type.
    func withBytesInPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }

    /// Whether every byte is ASCII: read in place a word at a time (see
    /// ``TextCheck/asciiPrefix(_:)``), where the UTF-8 view's `allSatisfy` steps through its
    /// indices one byte at a time, and `reduce` is generic code, a call per byte in a debug
    /// build (asked of every file's path and imported module).
    var isASCIIInPlace: Bool {
        withBytesInPlace { bytes in TextCheck.asciiPrefix(bytes) == bytes.count }
    }
}

/// Whether `a` and `b` hold the same bytes, compared eight at a time (names are compared by
/// their bytes wherever the scanner and the model look them up).
@inline(__always)
func memoryEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    guard a.count == b.count else { return false }
    guard let left = a.baseAddress, let right = b.baseAddress else { return true }
    var offset = 0
    while offset + 8 <= a.count {
        if UnsafeRawPointer(left).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            != UnsafeRawPointer(right).loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
        offset += 8
    }
    while offset < a.count {
        if left[offset] != right[offset] { return false }
        offset += 1
    }
    return true
}
