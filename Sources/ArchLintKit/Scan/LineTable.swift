/// Offsets of line starts, to turn a byte offset into a line and column.
///
/// `\n`, `\r\n` and a lone `\r` each end a line, as in the Swift compiler.
struct LineTable {
    private(set) var lineStarts: [Int]

    init(bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// The number of lines, not counting an empty last line after a final line break.
    func lineCount(byteCount: Int) -> Int {
        lineStarts.last == byteCount && byteCount > 0 ? lineStarts.count - 1 : lineStarts.count
    }

    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
