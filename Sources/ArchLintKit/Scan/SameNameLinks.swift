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

    /// Links each token that can mention a name (``isLinkable(_:at:text:)``) to the previous and
    /// the next such token of the same text: one pass over `names`, the lexer's list of the
    /// identifiers not capitalized, with a table from a name to its latest occurrence.
    ///
    /// It visits a good part of a file's tokens, so it reads them and the text through plain
    /// pointers in one loop: calls, bounds checks and generic comparisons per token are what an
    /// unoptimized build (the command plugin's) spends its time on; and it never reads the other
    /// tokens, whose kinds a processor cannot predict.
    mutating func build(tokens: UnsafeBufferPointer<Token>, names: UnsafeBufferPointer<Int32>, bytes: UnsafeBufferPointer<UInt8>, identifierCount: Int) {
        allocate(tokenCount: tokens.count)
        guard let token = tokens.baseAddress, let text = bytes.baseAddress, let links = storage, let listed = names.baseAddress else { return }
        // The table holds one slot per distinct name: more slots than identifiers leave one
        // free whatever the names, and few enough that filling it with -1 costs little.
        var bits = 6
        while 1 << bits <= identifierCount { bits += 1 }
        let mask = (1 << bits) - 1
        let shift = UInt64(64 - bits)
        let latest = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << bits)
        latest.initialize(repeating: -1, count: 1 << bits)
        defer { latest.deallocate() }
        let count = names.count
        var next = 0
        while next < count {
            let position = Int(listed[next])
            next &+= 1
            // Identifiers not capitalized, by the lexer's list: only another object's member is
            // left out (as ``isLinkable(_:at:text:)`` says).
            var isLinked = true
            if position > 0, case .dot = token[position &- 1].kind { isLinked = Self.selfReceiver(token, ofMemberAt: position) >= 0 }
            if isLinked {
                links[2 &* position] = -1
                links[2 &* position &+ 1] = -1
                // The length and four bytes, not all of them: two names alike in these only cost
                // a comparison more.
                let start = Int(token[position].start)
                let length = Int(token[position].end) &- start
                var key = UInt64(length) << 32 | UInt64(text[start]) << 24 | UInt64(text[start &+ length &- 1]) << 16
                key |= UInt64(text[start &+ length / 2]) << 8 | UInt64(text[start &+ (length &- 1) / 3])
                var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
                while latest[slot] >= 0 {
                    let previous = Int(latest[slot])
                    if Self.sameText(token[previous], token[position], text: text) {
                        links[2 &* position] = Int32(truncatingIfNeeded: previous)
                        links[2 &* previous &+ 1] = Int32(truncatingIfNeeded: position)
                        break
                    }
                    slot = (slot &+ 1) & mask
                }
                latest[slot] = Int32(truncatingIfNeeded: position)
            }
        }
    }

    /// Whether the token at `position` is linked to the other occurrences of its name: an
    /// identifier, not capitalized (the names uses wait for are a value's, not a type's), and not
    /// another object's member (`other.client`), which mentions nothing (see
    /// ``DeclarationParser/mention(at:)``).
    static func isLinkable(_ tokens: UnsafePointer<Token>, at position: Int, text: UnsafePointer<UInt8>) -> Bool {
        // Kinds are matched, not compared with `==`: an unoptimized build calls a generic
        // function for `==` on an enum with a raw type.
        let token = tokens[position]
        guard case .identifier = token.kind, token.end > token.start else { return false }
        var first = text[Int(token.start)]
        if first == UInt8(ascii: "`"), token.end &- token.start > 1 { first = text[Int(token.start) &+ 1] }
        if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") { return false }
        guard position > 0, case .dot = tokens[position &- 1].kind else { return true }
        return selfReceiver(tokens, ofMemberAt: position) >= 0
    }

    /// For a member read after a dot, where its `self` stands: `self.client` names the value, and
    /// so does `self?.client` in a closure holding `self` weakly; `other.client` is another
    /// object's member (-1).
    static func selfReceiver(_ tokens: UnsafePointer<Token>, ofMemberAt position: Int) -> Int {
        var receiver = position &- 2
        if receiver >= 1 {
            switch tokens[receiver].kind {
            case .questionMark, .exclamationMark:
                if tokens[receiver].start == tokens[receiver &- 1].end { receiver &-= 1 }
            default: break
            }
        }
        guard receiver >= 0, case .keyword = tokens[receiver].kind, case .`self` = tokens[receiver].keyword else { return -1 }
        return receiver
    }

    /// Whether two tokens spell the same bytes, compared eight at a time.
    @inline(__always) static func sameText(_ a: Token, _ b: Token, text: UnsafePointer<UInt8>) -> Bool {
        let length = Int(a.end) &- Int(a.start)
        guard length == Int(b.end) &- Int(b.start) else { return false }
        var left = Int(a.start)
        var right = Int(b.start)
        let end = left &+ length
        let raw = UnsafeRawPointer(text)
        while left &+ 8 <= end {
            if raw.loadUnaligned(fromByteOffset: left, as: UInt64.self) != raw.loadUnaligned(fromByteOffset: right, as: UInt64.self) { return false }
            left &+= 8
            right &+= 8
        }
        while left < end {
            if text[left] != text[right] { return false }
            left &+= 1
            right &+= 1
        }
        return true
    }

    /// Frees the memory; the links are not read afterwards.
    mutating func deallocate() {
        storage?.deallocate()
        storage = nil
    }
}
