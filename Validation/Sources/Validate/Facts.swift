/// The facts both scanners are compared on, in one neutral shape.
///
/// ArchLint's scanner and SwiftSyntax each fill a `FileFacts`; `Comparison` then diffs them.
struct DeclarationKey: Hashable, Comparable, CustomStringConvertible {
    /// `class`, `struct`, … `func`; `top-level` for the references outside every declaration.
    var kind: String
    var qualifiedName: String
    var line: Int

    static let topLevel = DeclarationKey(kind: "top-level", qualifiedName: "", line: 0)

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.kind, lhs.qualifiedName) < (rhs.line, rhs.kind, rhs.qualifiedName)
    }

    var description: String { self == .topLevel ? "<top level>" : "\(kind) \(qualifiedName) @\(line)" }
}

/// A reference: the name or qualified chain, and where its first component is written.
struct ReferenceFact: Hashable, Comparable, CustomStringConvertible {
    var name: String
    var line: Int
    var column: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.column, lhs.name) < (rhs.line, rhs.column, rhs.name)
    }

    var description: String { "\(name)@\(line):\(column)" }
}

struct FileFacts {
    /// `@testable import struct A.B @line`, one string per import.
    var imports: [String] = []
    var declarations: [DeclarationKey] = []
    var inherits: [DeclarationKey: [String]] = [:]
    /// Per declaration (and `.topLevel`), the references it holds.
    var references: [DeclarationKey: Set<ReferenceFact>] = [:]
    /// The member (`func` name, `init`, `var` name, enum case, …) each reference sits in.
    var members: [ReferenceFact: String] = [:]
    /// Byte offsets where a word token (identifier or keyword, not `_`) starts: agreement here
    /// shows that string, comment and regex boundaries are found everywhere, not only around
    /// type names.
    var wordOffsets: Set<Int> = []

    mutating func addReference(_ reference: ReferenceFact, to declaration: DeclarationKey) {
        references[declaration, default: []].insert(reference)
    }
}

/// Whether a name may name a type under ArchLint's convention: it starts with an uppercase ASCII
/// letter, after an optional backtick.
func isTypeLike(_ name: Substring.UTF8View) -> Bool {
    var iterator = name.makeIterator()
    guard var first = iterator.next() else { return false }
    if first == UInt8(ascii: "`") { first = iterator.next() ?? 0 }
    return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
}

func isTypeLike(_ name: String) -> Bool { isTypeLike(Substring(name).utf8) }

func withoutBackticks(_ name: String) -> String {
    if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") { return String(name.dropFirst().dropLast()) }
    return name
}
