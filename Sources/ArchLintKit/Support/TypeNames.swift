/// The project's types by qualified name: for each name, every type of that name (one per
/// module, by its ``ProjectType/ID``), the first declared first. Any names numbered so can be
/// kept in one (see ``NameSet``).
///
/// An open-addressing table keyed by a fast hash of the name's bytes (``ContentHash``), not a
/// `Dictionary`: the index of a million lines adds 37,000 names one after another, where the
/// standard hash (seeded SipHash) and a list of ids per name cost most of the time. Hashes can
/// be computed ahead, on all cores, and a name's first type is kept in place; only a name
/// declared in several modules keeps more, in a side list.
package struct TypeNames: Sendable {
    /// Per slot: the entry there, or -1. Their count is a power of two, at most half in use.
    private var slots: [Int32]
    /// Per entry, in the order the names were added: the name, its hash, its first type, and
    /// where its further types start in `further` (-1: none).
    package private(set) var names: [String] = []
    private var hashes: [UInt64] = []
    private var firstIDs: [Int32] = []
    private var furtherHeads: [Int32] = []
    /// Further types of names declared in several modules, each with the next one's place
    /// (-1: the last).
    private var furtherIDs: [Int32] = []
    private var furtherNext: [Int32] = []

    /// A table with room for `capacity` names before it grows.
    init(capacity: Int = 0) {
        var slotCount = 16
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = Array(repeating: -1, count: slotCount)
        names.reserveCapacity(capacity)
        hashes.reserveCapacity(capacity)
        firstIDs.reserveCapacity(capacity)
        furtherHeads.reserveCapacity(capacity)
    }

    /// How many names there are.
    package var count: Int { names.count }

    /// The hash a name is kept under. Its bytes are read in place: `withUTF8` needs a mutable
    /// copy of the string, which retains and releases it, once per name asked.
    static func hash(_ name: String) -> UInt64 {
        name.withBytesInPlace(ContentHash.of)
    }

    /// The entry of `name`, whose hash is `hash`, if the table has it.
    func entry(of name: String, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash, names[entry] == name { return entry }
            slot = (slot + 1) & mask
        }
    }

    package func entry(of name: String) -> Int? {
        entry(of: name, hash: Self.hash(name))
    }

    /// The entry of the name spelled by `bytes` (UTF-8), if the table has it: for a part of a
    /// name, asked without making it a string.
    func entry(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = ContentHash.of(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash, Self.spells(names[entry], bytes) { return entry }
            slot = (slot + 1) & mask
        }
    }

    /// The entry of `scope + "." + name`, if the table has it: a name looked up in a scope, its
    /// bytes put together on the stack, not in a string made and freed once per scope looked in.
    func entry(of name: String, nestedIn scope: String) -> Int? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: scope.utf8.count + 1 + name.utf8.count) { buffer in
            // Not a slice of the buffer: slicing is generic code, costly in an unoptimized build.
            entry(ofBytes: UnsafeBufferPointer(start: buffer.baseAddress, count: Self.write(scope, dot: name, into: buffer)))
        }
    }

    /// Writes `scope`, a dot and `name` into `buffer`, which has room for them; returns how many
    /// bytes that is.
    private static func write(_ scope: String, dot name: String, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        let scopeCount = scope.withBytesInPlace { bytes in
            if let source = bytes.baseAddress { base.initialize(from: source, count: bytes.count) }
            return bytes.count
        }
        base[scopeCount] = UInt8(ascii: ".")
        let nameCount = name.withBytesInPlace { bytes in
            if let source = bytes.baseAddress { (base + scopeCount + 1).initialize(from: source, count: bytes.count) }
            return bytes.count
        }
        return scopeCount + 1 + nameCount
    }

    /// The entry of the name spelled by the bytes of `name` before its first dot (all of them
    /// when it has none), if the table has it: `Row` of `Row.Kind`, asked without making it a
    /// string.
    func entry(ofHeadOf name: String) -> Int? {
        // The closures capture nothing: one that read the table would copy it, retaining each of
        // its arrays, in an unoptimized build.
        let hash = name.withBytesInPlace { bytes in
            ContentHash.of(bytes.prefix(count: bytes.firstIndex(of: UInt8(ascii: "."), from: 0, to: bytes.count) ?? bytes.count))
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if hashes[entry] == hash, Self.isHead(names[entry], of: name) { return entry }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `name`'s UTF-8 bytes are `bytes`, compared in place byte by byte (`elementsEqual`
    /// on the views is generic code, calls per byte in an unoptimized build).
    private static func spells(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        name.withBytesInPlace { memoryEqual($0, bytes) }
    }

    /// Whether `head` is `name` up to its first dot (or all of `name`, which has none).
    private static func isHead(_ head: String, of name: String) -> Bool {
        head.withBytesInPlace { headBytes in
            name.withBytesInPlace { nameBytes in
                let length = nameBytes.firstIndex(of: UInt8(ascii: "."), from: 0, to: nameBytes.count) ?? nameBytes.count
                return memoryEqual(headBytes, nameBytes.prefix(count: length))
            }
        }
    }

    /// The first type of an entry.
    package func first(of entry: Int) -> Int { Int(firstIDs[entry]) }

    /// The first type of an entry that satisfies `predicate`, in the order they were added.
    package func first(of entry: Int, where predicate: (Int) -> Bool) -> Int? {
        if predicate(Int(firstIDs[entry])) { return Int(firstIDs[entry]) }
        var place = Int(furtherHeads[entry])
        while place >= 0 {
            if predicate(Int(furtherIDs[place])) { return Int(furtherIDs[place]) }
            place = Int(furtherNext[place])
        }
        return nil
    }

    /// Every type of an entry, in the order they were added.
    package func ids(of entry: Int) -> [Int] {
        var ids = [Int(firstIDs[entry])]
        var place = Int(furtherHeads[entry])
        while place >= 0 {
            ids.append(Int(furtherIDs[place]))
            place = Int(furtherNext[place])
        }
        return ids
    }

    /// Every type of the name, the first declared first; nil for a name no type has.
    package subscript(name: String) -> [Int]? {
        entry(of: name).map(ids(of:))
    }

    /// Adds a type to an entry's (after those it has).
    mutating func add(_ id: Int, to entry: Int) {
        let place = Int32(furtherIDs.count)
        furtherIDs.append(Int32(id))
        furtherNext.append(-1)
        if furtherHeads[entry] < 0 {
            furtherHeads[entry] = place
            return
        }
        var last = Int(furtherHeads[entry])
        while furtherNext[last] >= 0 { last = Int(furtherNext[last]) }
        furtherNext[last] = place
    }

    /// Adds a name the table does not have yet, with its first type; returns its entry.
    @discardableResult
    mutating func insert(_ name: String, hash: UInt64, id: Int) -> Int {
        if (names.count + 1) * 2 > slots.count { grow() }
        let entry = names.count
        names.append(name)
        hashes.append(hash)
        firstIDs.append(Int32(id))
        furtherHeads.append(-1)
        place(entry)
        return entry
    }

    private mutating func place(_ entry: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry)
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for entry in names.indices { place(entry) }
    }
}

/// A set of names kept in a ``TypeNames`` table: asking for a name costs the fast hash of its
/// bytes, where a `Set` hashes with SipHash (most of what the resolver's scope checks cost).
struct NameSet: Sendable {
    private var table = TypeNames()

    var isEmpty: Bool { table.count == 0 }

    func contains(_ name: String) -> Bool { table.entry(of: name) != nil }

    mutating func insert(_ name: String) {
        let hash = TypeNames.hash(name)
        if table.entry(of: name, hash: hash) == nil { table.insert(name, hash: hash, id: 0) }
    }

    /// Whether the set has the first component of `name` (its bytes up to the first dot).
    func containsHead(of name: String) -> Bool { table.entry(ofHeadOf: name) != nil }

    /// Whether the set has the name spelled by `bytes` (UTF-8), asked without making a string.
    func contains(bytes: UnsafeBufferPointer<UInt8>) -> Bool { table.entry(ofBytes: bytes) != nil }

    /// Adds the name spelled by `bytes` (UTF-8); a string is made only for a name not in the set.
    /// Returns whether it was not in the set.
    @discardableResult
    mutating func insert(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard table.entry(ofBytes: bytes) == nil else { return false }
        table.insert(String(decoding: bytes, as: UTF8.self), hash: ContentHash.of(bytes), id: 0)
        return true
    }
}
