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
        set { storedLine = Self.clamped(newValue) }
    }

    /// The column, from 1, in UTF-8 bytes.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Self.clamped(newValue) }
    }

    /// A location at `line` and `column`, both from 1.
    public init(line: Int, column: Int) {
        storedLine = Self.clamped(line)
        storedColumn = Self.clamped(column)
    }

    /// `Int32(clamping:)` written out: that initializer is generic, calls through protocol
    /// witnesses in an unoptimized build, and every reference's location is made here.
    private static func clamped(_ value: Int) -> Int32 {
        if value > Int(Int32.max) { return .max }
        if value < Int(Int32.min) { return .min }
        return Int32(truncatingIfNeeded: value)
    }

    /// Earlier in the file: by line, then by column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine != rhs.storedLine ? lhs.storedLine < rhs.storedLine : lhs.storedColumn < rhs.storedColumn
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
