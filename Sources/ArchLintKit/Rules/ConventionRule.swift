/// `Presenter must be final`, `ViewModel should inherit from BaseViewModel`, `Domain/** must not
/// declare public mutable state`: the shape every type of a role (or under some paths) must
/// have, as opposed to what it may depend on. `must` is an error, `should` a
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
        /// Test code (a test file, a test case, a suite) names the type.
        case test
        /// Types of other roles (outside the paths, for a path's convention) know it only through a
        /// protocol: none but a composition root or test code names the concrete type, not even to
        /// build it.
        case usedThroughProtocol
        /// No stored property, instance or static, is written `public var` or `open var` without a
        /// narrower setter.
        case noPublicMutableState
    }

    /// Whose types the convention judges: a role's, or every type declared under some paths
    /// (`Domain/** must not declare public mutable state`).
    package enum Subject: Sendable, Hashable, CustomStringConvertible {
        case role(String)
        case paths([Pattern])

        /// The role or the paths, as written.
        package var description: String {
            switch self {
            case .role(let role): return role
            case .paths(let paths): return paths.map(\.text).joined(separator: ", ")
            }
        }
    }

    /// The kinds of type a convention can ask for (protocols, aliases and functions have no
    /// shape of their own to judge). Spelt as Swift spells the declaration.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case `class`, `struct`, `enum`, actor
    }

    package var subject: Subject
    package var requirement: Requirement
    package var severity: Severity
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere

    /// The role whose types it judges; nil for a path's convention.
    package var role: String? {
        if case .role(let role) = subject { return role }
        return nil
    }

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
        case .test: return "\(verb) have a test"
        case .usedThroughProtocol: return "\(verb) be used through a protocol"
        case .noPublicMutableState: return "\(verb) not declare public mutable state"
        }
    }

    /// `a struct or enum`, `an actor`.
    static func kindList(_ kinds: [Kind]) -> String {
        let first = kinds.first?.rawValue ?? ""
        let article = first.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return article + " " + kinds.map(\.rawValue).joined(separator: " or ")
    }
}
