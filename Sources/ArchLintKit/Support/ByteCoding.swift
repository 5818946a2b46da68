/// Integers as LEB128 varints, 64-bit words and strings (a length, then UTF-8 bytes), written
/// and read back: the binary form of everything the facts cache keeps (see ``FactsCoding``).
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func reserve(_ capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func raw(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func append<Bytes: Collection<UInt8>>(_ other: Bytes) { bytes.append(contentsOf: other) }
}

struct ByteReader {
    /// Bytes that do not decode: a truncated or foreign file.
    struct Malformed: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, position: Int = 0) {
        self.bytes = bytes
        self.position = position
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func int() throws(ByteReader.Malformed) -> Int {
        // Most values (indices, columns) take one byte. The longer ones are read by a function
        // of their own: an unoptimized build zeroes every local of a function on each call.
        if position < bytes.count, bytes[position] < 0x80 {
            position += 1
            return Int(bytes[position - 1])
        }
        return try longInt()
    }

    private mutating func longInt() throws(ByteReader.Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw ByteReader.Malformed() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    mutating func raw() throws(ByteReader.Malformed) -> UInt64 {
        guard position + 8 <= bytes.count else { throw ByteReader.Malformed() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[position + index]) << UInt64(index * 8) }
        position += 8
        return value
    }

    /// A count of items that follow; each takes at least one byte, which bounds a corrupt count.
    mutating func count() throws(ByteReader.Malformed) -> Int {
        let value = try int()
        guard value >= 0, value <= bytes.count - position else { throw ByteReader.Malformed() }
        return value
    }

    /// Where the bytes of a string are (its length, then its bytes), skipping them.
    mutating func stringBytes() throws(ByteReader.Malformed) -> Range<Int> {
        let length = try count()
        defer { position += length }
        return position..<(position + length)
    }

    mutating func string() throws(ByteReader.Malformed) -> String {
        let length = try count()
        defer { position += length }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self)
    }
}

/// Encoded facts kept in the facts cache (a scanned file, a parsed project, a file's path):
/// where they are in the loaded cache file, mapped and never copied, or the bytes just encoded.
enum EncodedFacts: Sendable {
    case mapped(MappedFile, Range<Int>)
    case fresh([UInt8])

    var count: Int {
        switch self {
        case .mapped(_, let range): return range.count
        case .fresh(let bytes): return bytes.count
        }
    }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .mapped(let file, let range): return body(UnsafeBufferPointer(rebasing: file.bytes[range]))
        case .fresh(let bytes): return bytes.withUnsafeBufferPointer(body)
        }
    }
}
