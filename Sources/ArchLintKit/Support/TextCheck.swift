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
        // C's `memchr` finds a NUL many bytes per instruction in every build of ArchLint; then
        // the UTF-8 walk, which passes over ASCII a word at a time.
        if let nul = memchr(base, 0, bytes.count) {
            return .nulByte(at: base.distance(to: nul.assumingMemoryBound(to: UInt8.self)))
        }
        let offset = firstInvalidOffset(bytes)
        return offset == bytes.count ? nil : .invalidUTF8(at: offset)
    }

    /// True when no byte has its high bit set and none is zero.
    static func isASCIIWithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        return memchr(base, 0, bytes.count) == nil && asciiPrefix(bytes) == bytes.count
    }

    /// How many bytes at the start have their high bit clear (are ASCII).
    static func asciiPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        // Byte by byte up to an eight-byte boundary, then a word at a time through a typed
        // pointer, whose subscript is inlined even in a debug build (a generic unaligned load
        // was a call per word there), and four words per test.
        while offset < count && Int(bitPattern: base + offset) % MemoryLayout<UInt64>.alignment != 0 {
            if base[offset] >= 0x80 { return offset }
            offset += 1
        }
        let wordCount = (count - offset) / 8
        if wordCount > 0 {
            let asciiWords = UnsafeRawPointer(base + offset).withMemoryRebound(to: UInt64.self, capacity: wordCount) { words in
                var index = 0
                while index + 4 <= wordCount, (words[index] | words[index + 1] | words[index + 2] | words[index + 3]) & highBits == 0 {
                    index += 4
                }
                while index < wordCount, words[index] & highBits == 0 {
                    index += 1
                }
                return index
            }
            offset += asciiWords * 8
        }
        // The byte in the word that stopped the words, or the tail past the last whole word.
        while offset < count && base[offset] < 0x80 {
            offset += 1
        }
        return offset
    }

    /// The offset of the first byte that does not begin or continue a well-formed UTF-8
    /// sequence (Unicode's table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF),
    /// or the count when every sequence is well formed. The ASCII runs between sequences are
    /// passed over by ``asciiPrefix(_:)``: Swift files are ASCII but for a character here and
    /// there, and the standard library's validator read every byte of a file from the first
    /// one that is not.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = asciiPrefix(bytes)
        while index < bytes.count {
            let lead = bytes[index]
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
            index += asciiPrefix(UnsafeBufferPointer(rebasing: bytes[index...]))
        }
        return bytes.count
    }
}
