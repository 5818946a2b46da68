/// The distinct texts a file's references name (their names and members), each made a `String`
/// once, in the order first seen: every declaration of the file shares this one table (see
/// ``References``), as the files the facts cache decodes do, so the model resolves each distinct
/// name of a file once, by its place. A name is looked up by its bytes before any string is
/// made: a name the file already wrote costs no string at all.
struct ReferenceTexts {
    private(set) var texts: [String] = []
    /// The bytes of every text, end to end; text `place` is `bytes[starts[place]..<starts[place + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int32] = [0]
    /// Open addressing: the place of a text, or -1 for a free slot; never more than half full.
    private var slots = [Int32](repeating: -1, count: 128)

    /// Room for the texts of most files from the start: a file has a few dozen.
    init() {
        texts.reserveCapacity(64)
        bytes.reserveCapacity(1024)
        starts.reserveCapacity(65)
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
        let mask = slots.count - 1
        var slot = Self.hash(text) & mask
        while slots[slot] >= 0 {
            let place = Int(slots[slot])
            let start = Int(starts[place]), end = Int(starts[place + 1])
            if bytes.withUnsafeBufferPointer({ memoryEqual(UnsafeBufferPointer(rebasing: $0[start..<end]), text) }) { return slot }
            slot = (slot + 1) & mask
        }
        return slot
    }

    private mutating func add(_ text: String, bytes utf8: UnsafeBufferPointer<UInt8>, at slot: Int) -> Int32 {
        let place = Int32(texts.count)
        texts.append(text)
        bytes.append(contentsOf: utf8)
        starts.append(Int32(bytes.count))
        slots[slot] = place
        if 2 * texts.count >= slots.count { grow() }
        return place
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: 2 * slots.count)
        let mask = slots.count - 1
        bytes.withUnsafeBufferPointer { all in
            for place in 0..<texts.count {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: all[Int(starts[place])..<Int(starts[place + 1])])) & mask
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(place)
            }
        }
    }

    /// The fast hash of all the bytes (see ``ContentHash``): a hash of a few of them let a
    /// generated file of names alike in those bytes probe every slot for each name.
    private static func hash(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: ContentHash.of(text))
    }
}
