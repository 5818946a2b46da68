/// Reads the JSON ArchLint writes back (a baseline): objects keep their key order, numbers must be
/// whole, and every error names a line and column so a hand-edited file is easy to fix.
package struct JSONReader {
    package struct Failure: Error, Sendable, Equatable {
        package var message: String
        package var location: SourceLocation
    }

    /// The value, and where each object starts, in document order (the root first).
    package static func parse(_ text: String) throws(Failure) -> (value: JSONValue, objectStarts: [SourceLocation]) {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.position == reader.bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return (value, reader.objectStarts)
    }

    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var objectStarts: [SourceLocation] = []

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, location: SourceLocation(line: line, column: position - lineStart + 1))
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            position += 1
            if byte == 0x0A { line += 1; lineStart = position }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else { throw failure("expected \(what)") }
        position += 1
    }

    // Nesting is bounded so a hostile file cannot exhaust the stack.
    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < 64 else { throw failure("nested too deeply") }
        // A NUL byte stands for the end of the text: no JSON value starts with one.
        switch current ?? 0 {
        case UInt8(ascii: "{"):
            objectStarts.append(SourceLocation(line: line, column: position - lineStart + 1))
            position += 1
            var members: [(String, JSONValue)] = []
            skipWhitespace()
            if current == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw failure("expected a key in quotes") }
                let key = try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"), "':'")
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if current == UInt8(ascii: ",") { position += 1; continue }
                try expect(UInt8(ascii: "}"), "',' or '}'")
                return .object(members)
            }
        case UInt8(ascii: "["):
            position += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                if current == UInt8(ascii: ",") { position += 1; continue }
                try expect(UInt8(ascii: "]"), "',' or ']'")
                return .array(items)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .int(try integer())
        default:
            for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[position...].starts(with: word.utf8) {
                position += word.utf8.count
                return value
            }
            throw failure(current == nil ? "unexpected end of file" : "expected a JSON value")
        }
    }

    private mutating func integer() throws(Failure) -> Int {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
        if let byte = current, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            throw failure("expected a whole number")
        }
        guard let number = Int(String(decoding: bytes[start..<position], as: UTF8.self)) else {
            position = start
            throw failure("expected a number")
        }
        return number
    }

    private mutating func string() throws(Failure) -> String {
        position += 1
        var scalars = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        var run = position
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while true {
            guard let byte = current, byte != 0x0A else { throw failure("unterminated string") }
            if byte == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else { position += 1; continue }
            flush(position)
            position += 1
            guard let escape = current else { throw failure("unterminated string") }
            position += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                guard position + 4 <= bytes.count,
                      let code = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16)
                else { throw failure("expected four hex digits after \\u") }
                position += 4
                if (0xD800..<0xDC00).contains(code) {
                    pendingHighSurrogate = code
                } else if let high = pendingHighSurrogate, (0xDC00..<0xE000).contains(code) {
                    scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00))!)
                    pendingHighSurrogate = nil
                } else if let scalar = Unicode.Scalar(code) {
                    scalars.append(scalar)
                } else {
                    throw failure("invalid \\u escape")
                }
            default:
                throw failure("invalid escape")
            }
            run = position
        }
    }
}

extension JSONValue {
    /// The member named `key` of an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
