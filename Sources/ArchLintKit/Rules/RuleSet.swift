/// Where a rule was written: a rules file (or preset) and a line.
public struct RuleOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, or `preset NAME` for a built-in preset.
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    public var description: String { "\(file):\(line)" }
}

public enum Severity: String, Sendable, Hashable, Comparable {
    case warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}

/// A `*`/`?` glob over names (`*ViewController`, `UI*`) or, with `**`, over paths.
public struct Pattern: Sendable, Hashable, CustomStringConvertible {
    public var text: String

    public init(_ text: String) { self.text = text }

    public var description: String { text }

    /// Names: `*` matches any run of characters, `?` any one character.
    public func matchesName(_ name: String) -> Bool {
        Glob.matches(Array(text.utf8), Array(name.utf8), crossesSlash: true)
    }

    /// Paths: `*` stays within one folder name, `**/` matches any number of folders.
    public func matchesPath(_ path: String) -> Bool {
        Glob.matches(Array(text.utf8), Array(path.utf8), crossesSlash: false)
    }
}

enum Glob {
    /// Iterative wildcard matching with one backtrack point per star: linear in practice, and
    /// never recursive.
    static func matches(_ pattern: [UInt8], _ text: [UInt8], crossesSlash: Bool) -> Bool {
        var p = 0, t = 0
        var starP = -1, starT = 0, starIsDouble = false
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        while t < text.count {
            if p < pattern.count, pattern[p] == star {
                let isDouble = p + 1 < pattern.count && pattern[p + 1] == star
                p += isDouble ? 2 : 1
                // `**/` also matches no folder at all.
                if isDouble, p < pattern.count, pattern[p] == slash { p += 1; starIsDouble = true } else { starIsDouble = isDouble }
                starP = p
                starT = t
            } else if p < pattern.count, pattern[p] == text[t] || (pattern[p] == question && text[t] != slash) {
                p += 1
                t += 1
            } else if starP >= 0 && (crossesSlash || starIsDouble || text[starT] != slash) {
                starT += 1
                t = starT
                p = starP
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }
}

/// How a type earns a role.
public enum RoleSignal: Sendable, Hashable {
    /// The simple name matches (`*Presenter`).
    case name([Pattern])
    /// A superclass or protocol, written or inherited through project types, matches.
    case inheritance([Pattern])
    /// The file's path below the linted root matches.
    case path([Pattern])
}

public struct RoleRule: Sendable, Hashable {
    public var role: String
    public var signal: RoleSignal
    public var origin: RuleOrigin
}

/// What a role may depend on.
public enum DependencyTargetPattern: Sendable, Hashable, CustomStringConvertible {
    case role(String)
    /// Types by name, project or external (`UI*`).
    case types(Pattern)

    public var description: String {
        switch self {
        case .role(let role): return role
        case .types(let pattern): return "types \(pattern)"
        }
    }
}

/// `Interactor may use Presenter, Entity`: any other role is a violation.
public struct AllowRule: Sendable, Hashable {
    public var role: String
    public var allowed: [String]
    public var origin: RuleOrigin
}

/// `ViewModel must not use View` (error) or `… should not use …` (warning).
public struct DenyRule: Sendable, Hashable {
    public var role: String
    public var targets: [DependencyTargetPattern]
    public var severity: Severity
    public var origin: RuleOrigin
}

/// `Interactor must not import UIKit, SwiftUI`.
public struct ImportRule: Sendable, Hashable {
    public var role: String
    public var modules: [String]
    public var severity: Severity
    public var origin: RuleOrigin
}

/// Everything a rules file (with the presets it uses) says.
public struct RuleSet: Sendable {
    /// Declared roles, in declaration order (which also orders graph clusters and colours).
    public var roles: [String] = []
    public var roleRules: [RoleRule] = []
    public var allowRules: [AllowRule] = []
    public var denyRules: [DenyRule] = []
    public var importRules: [ImportRule] = []
    /// The presets applied, in order.
    public var presets: [String] = []

    public init() {}

    public func allowRule(for role: String) -> AllowRule? {
        allowRules.last { $0.role == role }
    }
}
