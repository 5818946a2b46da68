/// A 1-based line and column. Columns count UTF-8 bytes from the start of the line, as the Swift
/// compiler does, so Xcode puts a diagnostic where the compiler would (a tab counts as one).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Stored in 32 bits: a location is in every reference, dependency and violation (half a
    // million of each in a million-line project), and no Swift file has 2³¹ lines or columns.
    private var storedLine: Int32
    private var storedColumn: Int32

    /// The line, from 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// The column, from 1, in UTF-8 bytes.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// A location at `line` and `column`, both from 1.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Earlier in the file: by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
