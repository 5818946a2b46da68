#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cursor over the bytes of an old-style (OpenStep) ASCII property list, the format of Xcode's
/// `project.pbxproj`: strings, data, arrays and dictionaries, nothing else (numbers and booleans
/// are written as strings). Readers of one kind of file (``ProjectObjects``) read the values they
/// need with it and skip the rest; nesting is kept in an explicit stack of open containers, not
/// in recursion, so a deep file costs memory, never the call stack.
///
/// Bytes are compared with hexadecimal literals, not `UInt8(ascii:)`, and the small functions
/// run per token are `@_transparent`: the debug build the command plugin runs makes each
/// `UInt8(ascii:)` a call, and each call zeroes the callee's locals first.
struct PropertyListParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Held here so the per-byte loop reads the table with no look-up of the global.
    private let unquotedBytes = UnquotedByteTable.shared.allowed
    /// The last byte that is in no unquoted string (Xcode ends a file with `}` and a newline),
    /// -1 when there is none: a string that starts before it ends by it, and is read with no
    /// check of the end of the bytes (see ``unquoted(expecting:)``).
    private let lastStop: Int

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var stop = bytes.count - 1
        while stop >= 0 && unquotedBytes[Int(bytes[stop])] != 0 { stop -= 1 }
        lastStop = stop
    }

    /// Why a property list could not be read, and the line (from 1) where that showed.
    struct Failure: Error, Equatable, Sendable {
        var line: Int
        var message: String
    }

    /// Containers deeper than this are refused: nothing Xcode writes comes near it, and the
    /// nesting would otherwise be as deep as a hostile file wants.
    static let maximumDepth = 256

    // MARK: Cursor

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The byte `offset` past the cursor; 0 past the end (never a byte asked about).
    @_transparent private func byte(at offset: Int) -> UInt8 {
        position + offset < bytes.count ? bytes[position + offset] : 0
    }

    /// Bytes compared directly, not through ``peek``: an optional compared in the debug build
    /// is a generic call.
    @_transparent mutating func advance(if byte: UInt8) -> Bool {
        guard position < bytes.count && bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Whether a quoted string starts at the cursor.
    @_transparent private func atQuote() -> Bool {
        let next = byte(at: 0)
        return next == 0x22 || next == 0x27  // " '
    }

    /// The line of the cursor, counted only when a failure needs it.
    func failure(_ message: String) -> Failure {
        var line = 1
        for index in 0..<min(position, bytes.count) where bytes[index] == UInt8(ascii: "\n") { line += 1 }
        return Failure(line: line, message: message)
    }

    /// White space, `// line` and `/* block */` comments (Xcode writes object names in block
    /// comments after every reference, and the `// !$*UTF8*$!` marker first).
    /// Bytes read by index, not through ``peek``: a third of a project file's bytes are white
    /// space, and the debug build the command plugin runs makes each `peek` a call.
    @_transparent mutating func skipTrivia() throws(Failure) {
        // Every trivia byte is at most `/`: a key, a value or a separator right at the cursor
        // (as often as not) is seen here, with no call even in the debug build.
        guard position < bytes.count && bytes[position] <= 0x2F else { return }  // /
        try skipTriviaFound()
    }

    private mutating func skipTriviaFound() throws(Failure) {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:  // space, tab, newline, return, vertical tab, form feed
                position += 1
            case 0x2F where byte(at: 1) == 0x2F:  // / /
                while position < bytes.count && bytes[position] != 0x0A { position += 1 }
            case 0x2F where byte(at: 1) == 0x2A:  // / *
                let start = position
                position += 2
                // Each `*` found by `memchr`: a third of a project file's bytes are in comments.
                while true {
                    guard let base = bytes.baseAddress, position < bytes.count,
                          let star = memchr(base + position, 0x2A, bytes.count - position) else {  // *
                        position = start
                        throw failure("a comment that starts here is never closed")
                    }
                    position = UnsafeRawPointer(star) - UnsafeRawPointer(base) + 1
                    if advance(if: 0x2F) { break }  // /
                }
            default:
                return
            }
        }
    }

    // MARK: Values

    mutating func string(expecting what: StaticString) throws(Failure) -> String {
        if atQuote() { return try quoted() }
        return String(decoding: try unquoted(expecting: what), as: UTF8.self)
    }

    /// A string's bytes, handed to `body`: an unquoted string's in place, never copied (most
    /// keys and values of a project file are unquoted).
    mutating func withString<Result>(expecting what: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Result) throws(Failure) -> Result {
        if atQuote() {
            var text = try quoted()
            return text.withUTF8(body)
        }
        return body(try unquoted(expecting: what))
    }

    private mutating func unquoted(expecting what: StaticString) throws(Failure) -> UnsafeBufferPointer<UInt8> {
        let start = position
        // Most of a project file's bytes are in unquoted ids and keys, each byte asked once: one
        // table load per byte, with no branch on which byte it is (Xcode's ids are hexadecimal
        // digits and letters at random), and no call even in the debug build.
        var end = position
        if end <= lastStop, let base = bytes.baseAddress {
            // Stops by `lastStop`: through the base pointer, with no check of the end per byte
            // (the most of this loop's cost in the debug build the command plugin runs).
            while unquotedBytes[Int(base[end])] != 0 { end += 1 }
        } else {
            while end < bytes.count && unquotedBytes[Int(bytes[end])] != 0 { end += 1 }
        }
        position = end
        guard position > start else {
            if let byte = peek { throw failure("expected \(what), found '\(String(decoding: [byte], as: UTF8.self))'") }
            throw failure("expected \(what), found the end of the file")
        }
        // From the base address, not a slice: a slice's bounds are calls in the debug build.
        return UnsafeBufferPointer(start: bytes.baseAddress! + start, count: position - start)
    }

    /// A quoted string, with the escapes of the format: `\n \t \r \a \b \f \v \\ \" \'`, `\U`
    /// and four hex digits (a UTF-16 unit), and up to three octal digits (a byte).
    private mutating func quoted() throws(Failure) -> String {
        let quote = bytes[position]
        let start = position
        position += 1
        var text: [UInt8] = []
        var units: [UInt16] = []
        func flushUnits() {
            guard !units.isEmpty else { return }
            text += Array(String(decoding: units, as: UTF16.self).utf8)
            units.removeAll()
        }
        while true {
            guard let byte = peek else {
                position = start
                throw failure("a string that starts here is never closed")
            }
            position += 1
            if byte == quote { break }
            guard byte == UInt8(ascii: "\\") else {
                flushUnits()
                text.append(byte)
                continue
            }
            guard let escaped = peek else { continue }
            position += 1
            if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
                var unit: UInt16 = 0
                var digits = 0
                while digits < 4, let next = peek, let value = Self.hexValue(next) {
                    unit = unit << 4 | UInt16(value)
                    position += 1
                    digits += 1
                }
                guard digits > 0 else { throw failure("'\\U' needs hexadecimal digits") }
                units.append(unit)
                continue
            }
            flushUnits()
            switch escaped {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "a"): text.append(0x07)
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "v"): text.append(0x0B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, let next = peek, next >= UInt8(ascii: "0"), next <= UInt8(ascii: "7") {
                    value = value * 8 + Int(next - UInt8(ascii: "0"))
                    position += 1
                    digits += 1
                }
                text.append(UInt8(truncatingIfNeeded: value))
            default:
                // `\\`, `\"`, and any other character stands for itself.
                text.append(escaped)
            }
        }
        flushUnits()
        return String(decoding: text, as: UTF8.self)
    }

    /// `<0fbd 7770>`: hexadecimal digit pairs, white space anywhere between them.
    private mutating func data() throws(Failure) -> [UInt8] {
        let start = position
        position += 1
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            guard let byte = peek else {
                position = start
                throw failure("data that starts here is never closed with '>'")
            }
            position += 1
            if byte == UInt8(ascii: ">") { break }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { continue }
            guard let value = Self.hexValue(byte) else {
                position -= 1
                throw failure("data may hold only hexadecimal digits, not '\(String(decoding: [byte], as: UTF8.self))'")
            }
            if let first = high {
                result.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        guard high == nil else {
            position -= 1
            throw failure("data has an odd number of hexadecimal digits")
        }
        return result
    }

    // MARK: Skipping

    /// Where the cursor is, for ``text(at:)``.
    var offset: Int { position }

    /// The string that starts at `offset`, for a failure that names a key read without building it.
    func text(at offset: Int) -> String {
        var copy = self
        copy.position = offset
        return (try? copy.string(expecting: "a key")) ?? ""
    }

    /// Moves past the value at the cursor, checked as a value is read, with the same failures,
    /// and builds none of it: for what a reader of one kind of file does not need.
    /// `depth`: the containers open around the value.
    mutating func skipValue(depth: Int) throws(Failure) {
        // Per open container: -1 an array; -2 a dictionary before its next key; else where the
        // key of the dictionary's entry starts (read again only to name it in a failure).
        var open: [Int] = []
        while true {
            try skipTrivia()
            if let top = open.last, top == -2 {
                if advance(if: UInt8(ascii: "}")) {
                    open.removeLast()
                } else {
                    let start = position
                    try skipString(expecting: "a key or '}'")
                    try skipTrivia()
                    guard advance(if: UInt8(ascii: "=")) else { throw failure("expected '=' after the key '\(text(at: start))'") }
                    open[open.count - 1] = start
                    continue
                }
            } else if open.last == -1 && advance(if: UInt8(ascii: ")")) {
                open.removeLast()
            } else {
                guard let byte = peek else { throw failure("unexpected end of file") }
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    guard depth + open.count < Self.maximumDepth else {
                        throw failure("nested deeper than \(Self.maximumDepth) levels")
                    }
                    position += 1
                    open.append(byte == UInt8(ascii: "{") ? -2 : -1)
                    continue
                case UInt8(ascii: "<"):
                    _ = try data()
                default:
                    try skipString(expecting: "a value")
                }
            }
            // A value is complete: the container's separator follows it.
            guard let top = open.last else { return }
            try skipTrivia()
            if top >= 0 {
                guard advance(if: UInt8(ascii: ";")) else { throw failure("expected ';' after the value of '\(text(at: top))'") }
                open[open.count - 1] = -2
            } else if !advance(if: UInt8(ascii: ",")) && peek != UInt8(ascii: ")") {
                throw failure("expected ',' or ')' after an array item")
            }
        }
    }

    /// Moves past a string, checked as ``string(expecting:)`` reads it, and gives where it is
    /// (quotes included), to be read later with ``string(in:)``.
    @discardableResult
    mutating func skipString(expecting what: StaticString) throws(Failure) -> Range<Int> {
        let first = position
        guard atQuote() else {
            _ = try unquoted(expecting: what)
            return first..<position
        }
        let quote = bytes[position]
        let start = position
        position += 1
        while true {
            guard let byte = peek else {
                position = start
                throw failure("a string that starts here is never closed")
            }
            position += 1
            if byte == quote { return first..<position }
            guard byte == UInt8(ascii: "\\"), let escaped = peek else { continue }
            position += 1
            if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
                guard let next = peek, Self.hexValue(next) != nil else { throw failure("'\\U' needs hexadecimal digits") }
            }
        }
    }

    /// The string ``skipString(expecting:)`` moved past at `range`. Most are unquoted, or
    /// quoted with no escape, and made from their bytes as they are.
    func string(in range: Range<Int>) -> String {
        let first = bytes[range.lowerBound]
        guard first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let inside = (range.lowerBound + 1)..<(range.upperBound - 1)
        // A plain loop, not `contains` on a slice: that is generic, a call per byte in the debug build.
        guard bytes.firstIndex(of: UInt8(ascii: "\\"), from: inside.lowerBound, to: inside.upperBound) != nil else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[inside]), as: UTF8.self)
        }
        var copy = self
        copy.position = range.lowerBound
        return (try? copy.quoted()) ?? ""
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// Per byte value, 1 for a character of an unquoted string: letters, digits and `_$+/:.-`
/// (Xcode quotes the rest); 0 for every other byte. Allocated once and read through a plain
/// pointer: one load per byte, even in the debug build.
struct UnquotedByteTable: @unchecked Sendable {
    static let shared = UnquotedByteTable()

    let allowed: UnsafeMutablePointer<UInt8>

    private init() {
        allowed = .allocate(capacity: 256)
        for byte in 0...255 {
            allowed[byte] = Self.isUnquoted(UInt8(byte)) ? 1 : 0
        }
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
