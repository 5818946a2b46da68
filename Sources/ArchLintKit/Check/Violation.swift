/// One broken rule at one place.
public struct Violation: Sendable, Hashable {
    /// The rule's identifier, as printed in brackets (`forbidden-dependency`).
    public var rule: String
    public var severity: Severity
    public var file: String
    public var location: SourceLocation
    public var message: String
    public var source: Endpoint
    public var target: Endpoint

    /// A type (with its role) or an imported module.
    public struct Endpoint: Sendable, Hashable {
        public var type: String?
        public var module: String?
        public var role: String?

        public static func type(_ name: String, role: String?) -> Endpoint { Endpoint(type: name, module: nil, role: role) }
        public static func module(_ name: String) -> Endpoint { Endpoint(type: nil, module: name, role: nil) }
    }
}

/// The identifiers of the rules ArchLint checks.
public enum RuleID {
    /// A role depends on a role (or type) its rules do not allow.
    public static let forbiddenDependency = "forbidden-dependency"
    /// A file declaring a type of some role imports a module that role must not import.
    public static let forbiddenImport = "forbidden-import"
    /// Types, roles or modules depend on each other in a cycle (`no cycles among …`).
    public static let dependencyCycle = "dependency-cycle"
}
