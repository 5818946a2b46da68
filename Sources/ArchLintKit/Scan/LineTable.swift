/// Offsets of line starts, to turn a byte offset into a line and column.
///
/// `\n`, `\r\n` and a lone `\r` each end a line, as in the Swift compiler.
struct LineTable {
    private(set) var lineStarts: [Int]
    /// The line of the last lookup: facts come in file order, so the next one is usually on the
    /// same line or a few lines further.
    private var hint = 0

    /// The table of line starts the lexer noted (see ``Lexer/lineStarts``).
    init(lineStarts: [Int]) {
        self.lineStarts = lineStarts
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            // Eight bytes at a time: the lowest marked byte of a word is its first line break.
            while index + 8 <= count {
                let marks = lineBreakMarks(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if marks == 0 {
                    index += 8
                    continue
                }
                index += marks.trailingZeroBitCount >> 3
                index += bytes[index] == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
                starts.append(index)
            }
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
        }
        lineStarts = starts
    }


    /// The number of lines, not counting an empty last line after a final line break.
    func lineCount(byteCount: Int) -> Int {
        lineStarts.last == byteCount && byteCount > 0 ? lineStarts.count - 1 : lineStarts.count
    }

    /// ``location(of:)`` starting from the previous lookup's line.
    mutating func nearbyLocation(of offset: Int) -> SourceLocation {
        var line = hint
        if offset >= lineStarts[line] {
            var steps = 0
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset, steps < 16 {
                line += 1
                steps += 1
            }
            if line + 1 == lineStarts.count || lineStarts[line + 1] > offset {
                hint = line
                return SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1)
            }
        }
        let location = location(of: offset)
        hint = location.line - 1
        return location
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

/// The high bit of each byte of `word` that may be `\n` or `\r` (the classic "has zero byte"
/// bit trick, twice): the lowest marked byte is exactly the first line break; bytes after it may
/// be marked wrongly. Lets line-oriented loops skip eight bytes at a time.
@inline(__always) func lineBreakMarks(_ word: UInt64) -> UInt64 {
    let newline = word ^ 0x0A0A_0A0A_0A0A_0A0A
    let carriageReturn = word ^ 0x0D0D_0D0D_0D0D_0D0D
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    return ((newline &- ones) & ~newline & highs) | ((carriageReturn &- ones) & ~carriageReturn & highs)
}
