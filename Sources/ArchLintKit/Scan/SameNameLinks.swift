/// Per token that can mention a name, the previous and the next such token of the same text in
/// the file (see ``DeclarationParser/linkSameNames()``): how a waiting name walks its own
/// mentions without reading the tokens in between.
///
/// Built once per file, read for every waiting name, so it lives in memory of its own, read
/// through a plain pointer: two arrays the size of the file's tokens cost a pass that fills them
/// with -1, and a uniqueness and a bounds check per write. Only linked tokens' entries are ever
/// written or read, so the memory is not initialized first.
struct SameNameLinks {
    /// `2 × position` holds the previous token's position, `2 × position + 1` the next one's.
    private var storage: UnsafeMutablePointer<Int32>?

    /// False until the first pending use of a file is settled.
    var isBuilt: Bool { storage != nil }

    /// Memory for a file of `tokenCount` tokens, no token linked yet.
    mutating func allocate(tokenCount: Int) {
        storage = .allocate(capacity: 2 * max(tokenCount, 1))
    }

    /// Makes `position` a linked token with no other occurrence of its text yet.
    @inline(__always) mutating func add(_ position: Int) {
        storage![2 &* position] = -1
        storage![2 &* position &+ 1] = -1
    }

    /// Links `position` after `previous`, the latest earlier token of the same text.
    @inline(__always) mutating func link(_ position: Int, after previous: Int) {
        storage![2 &* position] = Int32(truncatingIfNeeded: previous)
        storage![2 &* previous &+ 1] = Int32(truncatingIfNeeded: position)
    }

    /// The previous occurrence of the linked token at `position`, or -1.
    @inline(__always) func previous(_ position: Int) -> Int { Int(storage![2 &* position]) }

    /// The next occurrence of the linked token at `position`, or -1.
    @inline(__always) func next(_ position: Int) -> Int { Int(storage![2 &* position &+ 1]) }

    /// Frees the memory; the links are not read afterwards.
    mutating func deallocate() {
        storage?.deallocate()
        storage = nil
    }
}
