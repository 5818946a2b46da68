#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells Swift source from binary files and finds the first byte that is not UTF-8.
enum TextCheck {
    enum Problem: Equatable {
        case nulByte(at: Int)
        case invalidUTF8(at: Int)
    }

    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        // Most Swift files are ASCII without a NUL: one pass over words settles both. The rest
        // are checked from the first word that is not, everything before it being plain ASCII.
        let start = asciiPrefixWithoutNUL(bytes)
        if start == bytes.count { return nil }
        if let nul = memchr(base + start, 0, bytes.count - start) {
            return .nulByte(at: base.distance(to: nul.assumingMemoryBound(to: UInt8.self)))
        }
        let rest = UnsafeBufferPointer(rebasing: bytes[start...])
        // The standard library's validator is optimized even in a debug build of ArchLint, and
        // `UTF8Span` reads the bytes in place (a `String` would copy the whole file first);
        // Apple's systems have it only from macOS 26, before which our own walk decides.
        if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
            do {
                _ = try UTF8Span(validating: rest.span)
                return nil
            } catch {
                return .invalidUTF8(at: start + error.byteOffsets.lowerBound)
            }
        }
        let offset = firstInvalidOffset(rest)
        return offset == rest.count ? nil : .invalidUTF8(at: start + offset)
    }

    /// True when no byte has its high bit set and none is zero.
    static func isASCIIWithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        asciiPrefixWithoutNUL(bytes) == bytes.count
    }

    /// Where the first eight-byte word holding a byte with its high bit set or a zero byte
    /// starts (a byte of the tail, past the last whole word), or the count when there is none:
    /// the bytes before it are ASCII without a NUL, and it starts a character.
    static func asciiPrefixWithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte ≥ 0x80, or a zero byte (subtracting one borrows into its high bit).
            if word & highBits != 0 || (word &- ones) & ~word & highBits != 0 { return offset }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] == 0 || bytes[offset] >= 0x80 { return offset }
            offset += 1
        }
        return offset
    }

    /// The offset of the first byte that does not begin or continue a well-formed UTF-8
    /// sequence (Unicode's table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF),
    /// or the count when every sequence is well formed. ASCII runs are skipped a word at a time.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length and the range its second byte must fall in.
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return index }
            for next in 2..<length where bytes[index + next] & 0xC0 != 0x80 { return index }
            index += length
        }
        return bytes.count
    }
}
