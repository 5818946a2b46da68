/// `Presenter must be final`, `ViewModel should inherit from BaseViewModel`: the shape every type
/// of a role must have, as opposed to what it may depend on. `must` is an error, `should` a
/// warning; each broken convention is reported at the type's declaration (`must not store`, at
/// the stored property's type).
package struct ConventionRule: Sendable, Hashable {
    /// What a type of the role must be or do. Lists are alternatives, as in the other
    /// statements: `must inherit from BaseViewModel, BaseStore` asks for one of them.
    package enum Requirement: Sendable, Hashable {
        /// A superclass or protocol, written or inherited through project types, matches a pattern.
        case inheritance([Pattern])
        /// A class is written `final` (a struct, an enum and an actor are final already).
        case final
        /// An attribute (without `@`) is written on the type or on a project superclass of it
        /// (a subclass inherits its superclass's global actor).
        case attribute([Pattern])
        /// The declaration is one of these kinds.
        case kind([Kind])
        /// The simple name matches a pattern (or, for a pattern with a dot, the qualified name).
        case name([Pattern])
        /// No stored instance property names a type of these roles (in its type or its value).
        case storesNo([String])
    }

    /// The kinds of type a convention can ask for (protocols, aliases and functions have no
    /// shape of their own to judge). Spelt as Swift spells the declaration.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case `class`, `struct`, `enum`, actor
    }

    package var role: String
    package var requirement: Requirement
    package var severity: Severity
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere

    /// The statement as written, without its role: `must be final`, `should not store Service`.
    package var statement: String {
        let verb = severity == .error ? "must" : "should"
        switch requirement {
        case .inheritance(let patterns): return "\(verb) inherit from \(patterns.map(\.text).joined(separator: ", "))"
        case .final: return "\(verb) be final"
        case .attribute(let patterns): return "\(verb) be annotated \(patterns.map { "@" + $0.text }.joined(separator: ", "))"
        case .kind(let kinds): return "\(verb) be \(Self.kindList(kinds))"
        case .name(let patterns): return "\(verb) be named \(patterns.map(\.text).joined(separator: ", "))"
        case .storesNo(let roles): return "\(verb) not store \(roles.joined(separator: ", "))"
        }
    }

    /// `a struct or enum`, `an actor`.
    static func kindList(_ kinds: [Kind]) -> String {
        let first = kinds.first?.rawValue ?? ""
        let article = first.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return article + " " + kinds.map(\.rawValue).joined(separator: " or ")
    }
}
