/// The words that steer declaration parsing. Other keywords (`if`, `return`, …) are lexed as
/// identifiers: they are lowercase, so they can never be taken for a type reference.
package enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    // Declarations.
    case `class`, `struct`, `enum`, `protocol`, actor, `extension`, `typealias`, `associatedtype`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, `import`, macro, `operator`
    case `precedencegroup`
    // Modifiers that may stand between attributes and a declaration keyword.
    case `public`, `private`, `fileprivate`, `internal`, open, package, `static`, final, override
    case mutating, nonmutating, lazy, weak, unowned, convenience, required, dynamic, optional
    case indirect, nonisolated, isolated, consuming, borrowing, distributed, prefix, postfix, infix
    // Words that change what the next tokens mean.
    case `where`, `self`, `Self`, `Any`, `some`, `any`, `is`, `as`, `in`, `inout`, `throws`
    case `rethrows`, async, await, `try`, `return`, `get`, `set`, willSet, didSet, `default`

    /// Declaration keywords and the modifiers that may precede one: after an attribute, these
    /// say the attribute belongs to a declaration rather than to a type or closure.
    var startsDeclaration: Bool {
        rawValue >= Keyword.class.rawValue && rawValue <= Keyword.infix.rawValue
    }

    /// As written in source; "" for `.none`. Read from a table made once: describing a case
    /// at each call reflects on the type, and the parser names every `init` it reads by it.
    var spelling: String { Keyword.spellings[Int(rawValue)] }

    private static let spellings: [String] = allCases.map { $0 == .none ? "" : String(describing: $0) }
}
