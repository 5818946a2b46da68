/// One broken rule at one place.
public struct Violation: Sendable, Hashable {
    /// The rule's identifier, as printed in brackets (`forbidden-dependency`).
    public var rule: String
    /// Whether it fails the run (see ``Severity``).
    public var severity: Severity
    /// The file, as the run names it (relative to the working directory when below it).
    public var file: String
    /// Where in ``file`` the offending code is.
    public var location: SourceLocation
    /// What is wrong, and what the rules allow instead.
    public var message: String
    package var source: Endpoint
    package var target: Endpoint
    /// Why this violation is not reported: an `archlint:ignore` comment or a baseline entry.
    /// Nil for a violation that counts.
    package var suppression: Suppression?
    /// The member (a function, a property) the offending reference is written in, if any: part
    /// of the place a baseline remembers.
    package var member: String?
    /// The line of the rules (a rules file's or a preset's) that made this a violation, when one
    /// did: every surface (explain, graphs, the HTML report) cites it as written.
    package var origin: RuleOrigin?

    package init(
        rule: String, severity: Severity, file: String, location: SourceLocation, message: String,
        source: Endpoint, target: Endpoint, suppression: Suppression? = nil, member: String? = nil, origin: RuleOrigin? = nil
    ) {
        self.member = member
        self.origin = origin
        self.rule = rule
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
        self.source = source
        self.target = target
        self.suppression = suppression
    }

    /// A type (with its role) or an imported module.
    package struct Endpoint: Sendable, Hashable {
        package var type: String?
        package var module: String?
        package var role: String?
        /// How strong the evidence of the role is (see ``RoleStrength``), for a type with a role.
        package var strength: RoleStrength?

        package static func type(_ name: String, role: String?, strength: RoleStrength? = nil) -> Endpoint {
            Endpoint(type: name, module: nil, role: role, strength: strength)
        }
        package static func module(_ name: String) -> Endpoint { Endpoint(type: nil, module: name, role: nil, strength: nil) }
        /// No endpoint: the violation is about a comment or a file (an unused suppression).
        package static let none = Endpoint(type: nil, module: nil, role: nil, strength: nil)

        /// The type's or module's name, for keys and summaries.
        package var name: String? { type ?? module }
    }

    /// Why a violation was accepted rather than reported.
    package struct Suppression: Sendable, Hashable {
        package enum Kind: String, Sendable, Hashable {
            /// `// archlint:ignore RULE -- reason` in the source.
            case inSource
            /// An entry of the baseline file.
            case baseline
        }

        package var kind: Kind
        /// The reason written after `--`, or the baseline file's path.
        package var justification: String
        /// Where the `archlint:ignore` comment is (file, line), for in-source suppressions.
        package var file: String?
        package var location: SourceLocation?

        package init(kind: Kind, justification: String, file: String? = nil, location: SourceLocation? = nil) {
            self.kind = kind
            self.justification = justification
            self.file = file
            self.location = location
        }
    }
}

/// The identifiers of the rules ArchLint checks.
package enum RuleID {
    /// A role depends on a role (or type) its rules do not allow.
    package static let forbiddenDependency = "forbidden-dependency"
    /// A file declaring a type of some role imports a module that role must not import.
    package static let forbiddenImport = "forbidden-import"
    /// Types, roles or modules depend on each other in a cycle (`no cycles among …`).
    package static let dependencyCycle = "dependency-cycle"
    /// A type breaks a convention of its role (`Presenter must be final`, `View must not store Service`).
    package static let roleConvention = "role-convention"
    /// An `archlint:ignore` comment that cannot be applied (no reason, unknown rule).
    package static let invalidSuppression = "invalid-suppression"
    /// An `archlint:ignore` comment that matched no violation.
    package static let unusedSuppression = "unused-suppression"
    /// A baseline entry whose violations are fixed.
    package static let staleBaseline = "stale-baseline"
    /// A pattern of the rules file that matches no file, type or module (see ``RuleCoverage``).
    package static let unmatchedPattern = "unmatched-pattern"
    /// A Swift file below an Xcode project or a package that none of their targets compiles.
    package static let notInTarget = "not-in-target"
}
