/// A fast, stable 64-bit hash of file contents (not for security: it only tells an edited file
/// from an unchanged one, and a damaged cache from a whole one).
enum ContentHash {
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        // Four words at a time into four lanes: their mixes do not wait on one another, so
        // the processor overlaps them (one lane runs at a third of the speed).
        if bytes.count >= 32 {
            var lanes: (UInt64, UInt64, UInt64, UInt64) = (hash, hash ^ 0x6A09_E667_F3BC_C909, hash ^ 0xBB67_AE85_84CA_A73B, hash ^ 0x3C6E_F372_FE94_F82B)
            while offset + 32 <= bytes.count {
                lanes.0 = mix(lanes.0 ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                lanes.1 = mix(lanes.1 ^ raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                lanes.2 = mix(lanes.2 ^ raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                lanes.3 = mix(lanes.3 ^ raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                offset += 32
            }
            hash = mix(mix(mix(lanes.0 ^ lanes.1) ^ lanes.2) ^ lanes.3)
        }
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        // The last bytes (fewer than eight), little-endian, in a word of their own. Read a few at
        // once, not byte by byte (most names are short: that loop was two fifths of hashing):
        // two reads that overlap put a byte read twice on the same bits twice, so or-ing them
        // gives the same word.
        let rest = bytes.count - offset
        var tail: UInt64 = 0
        if rest >= 4 {
            let first = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + rest - 4, as: UInt32.self)))
            tail = first | last &<< UInt64(8 * (rest - 4))  // shifts under 64: no need for `<<`'s checks
        } else if rest > 0 {
            let middle = rest / 2
            tail = UInt64(bytes[offset]) | UInt64(bytes[offset + middle]) &<< UInt64(8 * middle) | UInt64(bytes[offset + rest - 1]) &<< UInt64(8 * (rest - 1))
        }
        return mix(hash ^ tail)
    }

    /// Transparent: an unoptimized build calls anything else, zeroing its locals each time.
    @_transparent private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 31)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 29)
    }
}
