#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distinct texts a file's references name (their names and members), each made a `String`
/// once, in the order first seen: every declaration of the file shares this one table (see
/// ``References``), as the files the facts cache decodes do, so the model resolves each distinct
/// name of a file once, by its place. A name is looked up by its bytes before any string is
/// made: a name the file already wrote costs no string at all.
///
/// The table's bytes and slots live in memory of their own, read through plain pointers (as
/// ``SameNameLinks``): it is asked for every reference and member of a file, and an unoptimized
/// build (the command plugin's) spent most of a lookup on the calls, uniqueness and bounds checks
/// of arrays and on the closures that lend their storage. ``deallocate()`` frees that memory once
/// the file is read; `texts` stays.
struct ReferenceTexts {
    private(set) var texts: [String] = []
    /// The bytes of every text, end to end; text `place` is `bytes[starts[place]..<starts[place + 1]]`.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCount = 0
    private var byteCapacity = 1024
    /// Where each text starts, and where the last one ends: room for one more than the most
    /// texts the slots take before they grow.
    private var starts: UnsafeMutablePointer<Int32>
    /// Open addressing: the place of a text, or -1 for a free slot; never more than half full.
    private var slots: UnsafeMutablePointer<Int32>
    private var slotCount = 128

    /// Room for the texts of most files from the start: a file has a few dozen.
    init() {
        texts.reserveCapacity(64)
        bytes = .allocate(capacity: byteCapacity)
        starts = .allocate(capacity: slotCount / 2 + 1)
        starts[0] = 0
        slots = Self.freeSlots(slotCount)
    }

    /// Frees the table; only `texts` may be read after.
    mutating func deallocate() {
        bytes.deallocate()
        starts.deallocate()
        slots.deallocate()
    }

    /// The place of the text spelled by `text`'s bytes, added if new.
    mutating func place(of text: UnsafeBufferPointer<UInt8>) -> Int32 {
        let slot = find(text)
        if slots[slot] >= 0 { return slots[slot] }
        return add(String(decoding: text, as: UTF8.self), bytes: text, at: slot)
    }

    /// The place of `text`, added if new (a qualified chain, a member's name: made already).
    mutating func place(of text: String) -> Int32 {
        text.withBytesInPlace { utf8 in
            let slot = find(utf8)
            if slots[slot] >= 0 { return slots[slot] }
            return add(text, bytes: utf8, at: slot)
        }
    }

    /// The slot holding `text`, or the free slot where it goes.
    private func find(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        let mask = slotCount - 1
        var slot = Self.hash(text) & mask
        while slots[slot] >= 0 {
            let place = Int(slots[slot])
            let start = Int(starts[place])
            if Int(starts[place + 1]) - start == text.count, text.count == 0 || memcmp(bytes + start, text.baseAddress!, text.count) == 0 {
                return slot
            }
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func add(_ text: String, bytes utf8: UnsafeBufferPointer<UInt8>, at slot: Int) -> Int32 {
        let place = Int32(texts.count)
        texts.append(text)
        if byteCount + utf8.count > byteCapacity {
            var capacity = 2 * byteCapacity
            while capacity < byteCount + utf8.count { capacity *= 2 }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            memcpy(grown, bytes, byteCount)
            bytes.deallocate()
            bytes = grown
            byteCapacity = capacity
        }
        if let base = utf8.baseAddress { memcpy(bytes + byteCount, base, utf8.count) }
        byteCount += utf8.count
        starts[texts.count] = Int32(byteCount)
        slots[slot] = place
        if 2 * texts.count >= slotCount { grow() }
        return place
    }

    /// Twice the slots, each text put again in its slot; room for as many more starts.
    private mutating func grow() {
        slots.deallocate()
        slotCount *= 2
        slots = Self.freeSlots(slotCount)
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount / 2 + 1)
        memcpy(grown, starts, (texts.count + 1) * MemoryLayout<Int32>.stride)
        starts.deallocate()
        starts = grown
        let mask = slotCount - 1
        for place in 0..<texts.count {
            let start = Int(starts[place])
            var slot = Self.hash(UnsafeBufferPointer(start: bytes + start, count: Int(starts[place + 1]) - start)) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(place)
        }
    }

    /// `count` free slots. Copies and fills go through the C library: the pointers' own generic
    /// methods are a loop of calls per element in an unoptimized build.
    private static func freeSlots(_ count: Int) -> UnsafeMutablePointer<Int32> {
        let slots = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        memset(slots, 0xFF, count * MemoryLayout<Int32>.stride)  // every bit set: -1
        return slots
    }

    /// The fast hash of all the bytes (see ``ContentHash``): a hash of a few of them let a
    /// generated file of names alike in those bytes probe every slot for each name.
    private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: ContentHash.of(text))
    }
}
