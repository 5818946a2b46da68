/// Which of a list of name patterns match a name, without globbing most of them: plain names
/// (`UIViewController`), `*Suffix`, `?*Suffix`, `Prefix*` and `Prefix*Suffix` patterns, the presets' usual
/// kinds, are compared by their bytes, bucketed by their last (or first) byte, so a name is
/// compared only with the few patterns that end (or start) like it. Other patterns are matched
/// with the glob as usual.
struct NameFilter: Sendable {
    /// A literal's bytes: a range of ``bytes``.
    struct Text: Sendable {
        var start: Int32
        var count: Int32
    }

    /// A plain, `*Suffix` or `Prefix*` pattern: its index among the patterns and its literal.
    struct Literal: Sendable {
        var index: Int32
        var text: Text
        /// A whole name (`View`) rather than a suffix (`*View`).
        var isExact: Bool
        /// For a suffix: how many bytes must come before it, 1 for `?*Client` (a name that is
        /// only the suffix, a `Client` or a `Repository`, is as often a model as a service).
        var lead: Int32 = 0
    }

    /// A `Prefix*Suffix` pattern (`UI*Cell`).
    struct Affix: Sendable {
        var index: Int32
        var prefix: Text
        var suffix: Text
    }

    /// Every literal's bytes, end to end. The lists below hold numbers only: every core reads
    /// them for every type, and a list of lists (or of arrays of bytes) would be retained and
    /// released at each read, the cores queueing on the shared counts.
    var bytes: [UInt8] = []
    /// Plain and `*Suffix` patterns by the last byte of their text: those ending in byte `b` are
    /// `suffixes[suffixStarts[b]..<suffixStarts[b + 1]]`.
    var suffixes: [Literal] = []
    var suffixStarts: [Int32] = []
    /// `Prefix*` patterns by the first byte of their text, the same way.
    var prefixes: [Literal] = []
    var prefixStarts: [Int32] = []
    /// `Prefix*Suffix` patterns by the first byte of their text, the same way.
    var affixes: [Affix] = []
    var affixStarts: [Int32] = []
    /// Every other name pattern that starts with a literal byte (`Mock[A-Z]*`), with its index,
    /// by that byte, the same way: a name that starts otherwise cannot match it, and most names
    /// are turned down without running the glob.
    var leading: [(index: Int, pattern: Pattern)] = []
    var leadingStarts: [Int32] = []
    /// Every other pattern (qualified, or starting with a wildcard), with its index.
    var others: [(index: Int, pattern: Pattern)] = []
    /// Whether a pattern is qualified (`*.*.ViewModel`): those match the qualified name.
    var hasQualified = false

    init(_ patterns: [Pattern]) {
        let special: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "."), UInt8(ascii: "@")]
        var suffixBuckets: [[Literal]] = Array(repeating: [], count: 256)
        var prefixBuckets: [[Literal]] = Array(repeating: [], count: 256)
        var affixBuckets: [[Affix]] = Array(repeating: [], count: 256)
        var leadingBuckets: [[(index: Int, pattern: Pattern)]] = Array(repeating: [], count: 256)
        func text<Bytes: Collection<UInt8>>(_ literal: Bytes) -> Text {
            defer { bytes += literal }
            return Text(start: Int32(bytes.count), count: Int32(literal.count))
        }
        for (index, pattern) in patterns.enumerated() {
            if pattern.isQualified { hasQualified = true }
            let patternBytes = Array(pattern.text.utf8)
            // `*` in a name pattern matches any bytes: one star inside is a prefix and a suffix.
            if let star = patternBytes.firstIndex(of: UInt8(ascii: "*")), star > 0, star < patternBytes.count - 1,
               !patternBytes[..<star].contains(where: special.contains), !patternBytes[(star + 1)...].contains(where: special.contains) {
                affixBuckets[Int(patternBytes[0])].append(Affix(
                    index: Int32(index), prefix: text(patternBytes[..<star]), suffix: text(patternBytes[(star + 1)...])))
                continue
            }
            if patternBytes.count > 1, patternBytes.last == UInt8(ascii: "*"), !patternBytes.dropLast().contains(where: special.contains) {
                prefixBuckets[Int(patternBytes[0])].append(Literal(index: Int32(index), text: text(patternBytes.dropLast()), isExact: false))
                continue
            }
            let lead = patternBytes.starts(with: [UInt8(ascii: "?"), UInt8(ascii: "*")]) ? 2 : 0
            let rest = lead == 2 ? Array(patternBytes.dropFirst(2))
                : patternBytes.first == UInt8(ascii: "*") ? Array(patternBytes.dropFirst()) : patternBytes
            guard let last = rest.last, !rest.contains(where: special.contains) else {
                let wildcards: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "[")]
                if !pattern.isQualified, let first = patternBytes.first, !wildcards.contains(first) {
                    leadingBuckets[Int(first)].append((index, pattern))
                } else {
                    others.append((index, pattern))
                }
                continue
            }
            suffixBuckets[Int(last)].append(Literal(
                index: Int32(index), text: text(rest), isExact: rest.count == patternBytes.count, lead: lead == 2 ? 1 : 0))
        }
        (suffixes, suffixStarts) = Self.flattened(suffixBuckets)
        (prefixes, prefixStarts) = Self.flattened(prefixBuckets)
        (affixes, affixStarts) = Self.flattened(affixBuckets)
        (leading, leadingStarts) = Self.flattened(leadingBuckets)
    }

    /// The buckets end to end, with where each starts (and, last, where the last one ends).
    static func flattened<Item>(_ buckets: [[Item]]) -> ([Item], [Int32]) {
        var items: [Item] = []
        var starts: [Int32] = []
        for bucket in buckets {
            starts.append(Int32(items.count))
            items += bucket
        }
        starts.append(Int32(items.count))
        return (items, starts)
    }

    /// The indices of the patterns that match, in ascending order: a simple pattern against
    /// `name`, a qualified one against `qualifiedName` (as ``Classifier`` matches them). The
    /// buckets are walked by position, not with `for`: an unoptimized build (the plugin's) looks
    /// up type metadata to start each `for` loop, and most buckets are empty.
    func matches(name: String, qualifiedName: String) -> [Int] {
        var found: [Int] = []
        if !others.isEmpty {
            for other in others {
                let pattern = other.pattern
                if pattern.isQualified ? pattern.matchesQualifiedName(qualifiedName) : pattern.matchesName(name) { found.append(other.index) }
            }
        }
        if let first = name.utf8.first {
            var position = Int(leadingStarts[Int(first)])
            while position < Int(leadingStarts[Int(first) + 1]) {
                if leading[position].pattern.matchesName(name) { found.append(leading[position].index) }
                position += 1
            }
        }
        name.withBytesInPlace { text in literalMatches(text, into: &found, firstOnly: false) }
        if found.count > 1 { found.sort() }
        return found
    }

    /// Whether any pattern matches a simple name (as ``matches(name:qualifiedName:)`` with no
    /// qualified name), given by its bytes. The literal patterns compare them in place; a string
    /// is made only when a globbed pattern could match. Composition roots ask this of each
    /// component of every nested type's name, and almost no component matches.
    func matchesAny(simpleName text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = text.first, others.isEmpty, leadingStarts[Int(first)] == leadingStarts[Int(first) + 1] else {
            return !matches(name: String(decoding: text, as: UTF8.self), qualifiedName: "").isEmpty
        }
        var found: [Int] = []
        literalMatches(text, into: &found, firstOnly: true)
        return !found.isEmpty
    }

    /// The plain, `*Suffix`, `Prefix*` and `Prefix*Suffix` patterns that match a name's bytes,
    /// appended to `found` (with `firstOnly`, the first one only).
    private func literalMatches(_ text: UnsafeBufferPointer<UInt8>, into found: inout [Int], firstOnly: Bool) {
        guard let last = text.last else { return }
        bytes.withUnsafeBufferPointer { bytes in
            let first = Int(text[0])
            var position = Int(suffixStarts[Int(last)])
            while position < Int(suffixStarts[Int(last) + 1]) {
                let literal = suffixes[position]
                if literal.isExact ? text.count == Int(literal.text.count) : text.count >= Int(literal.text.count + literal.lead),
                   Self.text(text, endsWith: literal.text, in: bytes) {
                    found.append(Int(literal.index))
                    if firstOnly { return }
                }
                position += 1
            }
            position = Int(prefixStarts[first])
            while position < Int(prefixStarts[first + 1]) {
                let literal = prefixes[position]
                if Self.text(text, startsWith: literal.text, in: bytes) {
                    found.append(Int(literal.index))
                    if firstOnly { return }
                }
                position += 1
            }
            position = Int(affixStarts[first])
            while position < Int(affixStarts[first + 1]) {
                let affix = affixes[position]
                if text.count >= Int(affix.prefix.count + affix.suffix.count),
                   Self.text(text, startsWith: affix.prefix, in: bytes), Self.text(text, endsWith: affix.suffix, in: bytes) {
                    found.append(Int(affix.index))
                    if firstOnly { return }
                }
                position += 1
            }
        }
    }

    static func text(_ text: UnsafeBufferPointer<UInt8>, startsWith literal: Text, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count >= Int(literal.count) && text.has(Self.bytes(of: literal, in: bytes), at: 0)
    }

    static func text(_ text: UnsafeBufferPointer<UInt8>, endsWith literal: Text, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count >= Int(literal.count) && text.has(Self.bytes(of: literal, in: bytes), at: text.count - Int(literal.count))
    }

    static func bytes(of literal: Text, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(literal.start)..<Int(literal.start + literal.count)])
    }
}
