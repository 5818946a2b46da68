/// The words that steer declaration parsing. Other keywords (`if`, `return`, …) are lexed as
/// identifiers: they are lowercase, so they can never be taken for a type reference.
package enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    // Declarations.
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`, `associatedtype`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `import`, macro, `operator`
    case `precedencegroup`
    // Modifiers that may stand between attributes and a declaration keyword.
    case `public`, `private`, `fileprivate`, `internal`, open, package, `static`, final, override
    case mutating, nonmutating, lazy, weak, unowned, convenience, required, dynamic, optional
    case indirect, nonisolated, isolated, consuming, borrowing, distributed, prefix, postfix, infix
    // Words that change what the next tokens mean.
    case `where`, `self`, `Self`, `Any`, `some`, `any`, `is`, `as`, `in`, `inout`, `throws`
    case `rethrows`, async, await, `try`, `return`, `get`, `set`, willSet, didSet, `default`

    /// Declaration keywords and the modifiers that may precede one: after an attribute, these
    /// say the attribute belongs to a declaration rather than to a type or closure.
    var startsDeclaration: Bool {
        rawValue >= Keyword.class.rawValue && rawValue <= Keyword.infix.rawValue
    }

    /// As written in source; "" for `.none`. Read from a table made once: describing a case
    /// at each call reflects on the type, and the parser names every `init` it reads by it.
    var spelling: String { Keyword.spellings[Int(rawValue)] }

    private static let spellings: [String] = allCases.map { $0 == .none ? "" : String(describing: $0) }
}

/// Open-addressed hash table from spelling to ``Keyword``: one probe for most identifiers and no
/// `String` created. The table lives in memory allocated once for the process and is read
/// through plain pointers, so a lookup retains nothing, even in an unoptimized build.
struct KeywordTable: @unchecked Sendable {
    static let shared = KeywordTable()

    private static let slotCount = 256
    /// Keyword raw values by hash slot; 0 is empty.
    private let slots: UnsafeMutablePointer<UInt8>
    /// The keywords by raw value: `init(rawValue:)` is a chain of comparisons in an unoptimized
    /// build, one call per keyword the lexer finds.
    private let keywords: UnsafeMutablePointer<Keyword>
    /// All spellings back to back; `spellingStart[k]..<spellingStart[k + 1]` is keyword `k`'s.
    private let spellingBytes: UnsafeMutablePointer<UInt8>
    private let spellingStart: UnsafeMutablePointer<Int>

    private init() {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for keyword in Keyword.allCases {
            starts.append(bytes.count)
            bytes.append(contentsOf: Array(keyword.spelling.utf8))
        }
        starts.append(bytes.count)
        slots = .allocate(capacity: Self.slotCount)
        keywords = .allocate(capacity: Keyword.allCases.count)
        keywords.initialize(from: Keyword.allCases, count: Keyword.allCases.count)
        slots.initialize(repeating: 0, count: Self.slotCount)
        spellingBytes = .allocate(capacity: bytes.count)
        spellingBytes.initialize(from: bytes, count: bytes.count)
        spellingStart = .allocate(capacity: starts.count)
        spellingStart.initialize(from: starts, count: starts.count)
        for keyword in Keyword.allCases where keyword != .none {
            let spelling = Array(keyword.spelling.utf8)
            var slot = spelling.withUnsafeBufferPointer { Self.hash($0.baseAddress!, $0.count) }
            while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = keyword.rawValue
        }
    }

    private static func hash(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let mixed = count &* 31 &+ Int(bytes[0]) &* 7 &+ Int(bytes[count &- 1]) &* 3 &+ Int(bytes[count >> 1])
        return mixed & (slotCount - 1)
    }

    /// The keyword spelled by the `count` bytes at `bytes`, or `.none`.
    func lookup(_ bytes: UnsafePointer<UInt8>, count: Int) -> Keyword {
        guard count >= 2, count <= 15 else { return .none }
        let first = bytes[0]
        // Every keyword starts with a lowercase ASCII letter, except `Self` and `Any`.
        guard (first >= 0x61 && first <= 0x7A) || first == 0x53 || first == 0x41 else { return .none }
        var slot = Self.hash(bytes, count)
        while true {
            let candidate = slots[slot]
            if candidate == 0 { return .none }
            let start = spellingStart[Int(candidate)]
            if spellingStart[Int(candidate) + 1] - start == count {
                var offset = 0
                while offset < count, spellingBytes[start + offset] == bytes[offset] { offset += 1 }
                if offset == count { return keywords[Int(candidate)] }
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }
}
