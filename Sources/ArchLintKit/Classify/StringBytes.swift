extension String {
    /// `body` over the string's UTF-8 bytes, read in place where they are stored contiguously
    /// (every native string). `withUTF8` needs a mutable copy, which retains the string, and the
    /// classifier asks this of every name and supertype of every type.
    func withBytesInPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }

    /// Whether every byte is ASCII: the bytes or'ed together in place, where the UTF-8 view's
    /// `allSatisfy` steps through its indices one byte at a time (asked of every file's path).
    var isASCIIInPlace: Bool {
        withBytesInPlace { bytes in bytes.reduce(0, |) < 0x80 }
    }
}
