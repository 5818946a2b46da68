#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a rule was written: a rules file (or preset) and a line.
package struct RuleOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, or `preset NAME` for a built-in preset.
    package var file: String
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    package var description: String { "\(file):\(line)" }
}

/// A glob over names (`*ViewController`, `UI[A-Z]*`) or, with `**`, over paths: `*` any run of
/// characters, `?` one character, `[A-Z]` one of a set (`[!…]` none of it).
package struct Pattern: Sendable, Hashable, CustomStringConvertible {
    /// The compiled forms, shared: rules hold patterns in arrays that the classifier walks for
    /// every type, and a copy of a pattern should cost one reference count, not one per field.
    private final class Compiled: Sendable {
        let text: String
        let isQualified: Bool
        let isAttribute: Bool
        let literalCount: Int
        let namesPlatformTypes: Bool
        let name: Glob.Compiled
        let path: Glob.Compiled
        let qualified: Glob.Compiled

        init(_ text: String) {
            self.text = text
            let bytes = Array(text.utf8)
            isQualified = bytes.contains(UInt8(ascii: "."))
            isAttribute = bytes.first == UInt8(ascii: "@")
            literalCount = bytes.count { $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "?") }
            namesPlatformTypes = Pattern.namesPlatformTypes(bytes)
            name = Glob.Compiled(bytes, crossesSlash: true)
            path = Glob.Compiled(bytes, crossesSlash: false)
            qualified = Glob.Compiled(bytes.map { $0 == UInt8(ascii: ".") ? UInt8(ascii: "/") : $0 }, crossesSlash: false)
        }
    }

    private let compiled: Compiled

    package init(_ text: String) { compiled = Compiled(text) }

    package var text: String { compiled.text }
    /// Whether the pattern names a nested type by its qualified name (`*.*.ViewModel`).
    package var isQualified: Bool { compiled.isQualified }
    /// `@Observable`: an attribute, not a type name.
    package var isAttribute: Bool { compiled.isAttribute }
    /// Characters other than `*` and `?`: how specific the pattern is.
    package var literalCount: Int { compiled.literalCount }
    /// Whether the pattern names a platform framework's types by their prefix (`UI[A-Z]*`,
    /// `NS*`) or module (`SwiftUI.*`): an app's own `UIState` is none of them.
    package var namesPlatformTypes: Bool { compiled.namesPlatformTypes }

    /// The prefixes of UIKit's and AppKit's type names, and the modules of Apple's UI
    /// frameworks, as a pattern starts with them.
    private static func namesPlatformTypes(_ bytes: [UInt8]) -> Bool {
        for module in ["SwiftUI.", "UIKit.", "AppKit."] where bytes.starts(with: module.utf8) { return true }
        guard bytes.count > 2, bytes.starts(with: "UI".utf8) || bytes.starts(with: "NS".utf8) else { return false }
        let next = bytes[2]
        return next == UInt8(ascii: "[") || next == UInt8(ascii: "*") || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
    }

    package static func == (lhs: Pattern, rhs: Pattern) -> Bool { lhs.text == rhs.text }
    package func hash(into hasher: inout Hasher) { hasher.combine(text) }

    package var description: String { text }

    /// What is wrong with a pattern's text, and at which byte: a `[` never closed, a set with
    /// nothing in it, a range that runs backwards (`[Z-A]`), a `]` that closes nothing. The
    /// matcher would read each as something else (`[A-Z` as the literal text), so a rule would
    /// quietly match nothing.
    package static func problem(in text: String) -> (offset: Int, message: String)? {
        let bytes = Array(text.utf8)
        var p = 0
        while p < bytes.count {
            if bytes[p] == UInt8(ascii: "]") { return (p, "']' closes no '['") }
            guard bytes[p] == UInt8(ascii: "[") else {
                p += 1
                continue
            }
            guard let close = bytes[(p + 1)...].firstIndex(of: UInt8(ascii: "]")) else { return (p, "unclosed '['") }
            var q = p + 1
            if q < close, bytes[q] == UInt8(ascii: "!") || bytes[q] == UInt8(ascii: "^") { q += 1 }
            if q == close { return (p, "empty set '\(String(decoding: bytes[p...close], as: UTF8.self))'") }
            while q < close {
                if q + 2 < close, bytes[q + 1] == UInt8(ascii: "-") {
                    if bytes[q] > bytes[q + 2] {
                        return (q, "range '\(String(decoding: bytes[q...(q + 2)], as: UTF8.self))' runs backwards")
                    }
                    q += 3
                } else {
                    q += 1
                }
            }
            p = close + 1
        }
        return nil
    }

    /// Names: `*` matches any run of characters, `?` any one character.
    package func matchesName(_ name: String) -> Bool {
        compiled.name.matches(name)
    }

    /// Qualified names: component by component, so `*` stays within one name and `*.*.ViewModel`
    /// matches `Search.FetchRepositories.ViewModel` but not `Search.ViewModel`; `**.` matches any
    /// number of enclosing names.
    /// The name's dots made slashes in a buffer on the stack: the check asks this of thousands
    /// of names, and an array per name cost more than the match.
    package func matchesQualifiedName(_ qualifiedName: String) -> Bool {
        qualifiedName.withBytesInPlace { name in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count) { slashed in
                for index in name.indices { slashed[index] = name[index] == UInt8(ascii: ".") ? UInt8(ascii: "/") : name[index] }
                return compiled.qualified.matches(UnsafeBufferPointer(slashed))
            }
        }
    }

    /// A type's name as the rules read it: a qualified pattern against the qualified name, any
    /// other against the name and against its last component (`*ViewModel` matches
    /// `Search.ViewModel`). The last component is read in place, after the last dot found byte
    /// by byte: the UTF-8 view's `lastIndex(of:)` and a string of the component cost more than
    /// the match.
    func matchesTypeName(_ name: String) -> Bool {
        if isQualified { return matchesQualifiedName(name) }
        return name.withBytesInPlace { bytes in
            if compiled.name.matches(bytes) { return true }
            var dot = bytes.count - 1
            while dot >= 0, bytes[dot] != UInt8(ascii: ".") { dot -= 1 }
            guard dot >= 0 else { return false }
            return compiled.name.matches(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]))
        }
    }

    /// Paths: `*` stays within one folder name, `**/` matches any number of folders.
    package func matchesPath(_ path: String) -> Bool {
        compiled.path.matches(path)
    }
}

enum Glob {
    fileprivate enum Token: Sendable, Hashable {
        case literal(UInt8)
        case one
        case star
        case doubleStar
        /// `**/`: nothing, or any run of folders each ending in `/`.
        case folders
        /// `[A-Z]`, `[!0-9]`: one byte in (or, negated, not in) the ranges.
        case set([ClosedRange<UInt8>], negated: Bool)

        var isOneByte: Bool {
            switch self {
            case .literal, .one, .set: true
            case .star, .doubleStar, .folders: false
            }
        }

        /// Whether a one-byte token takes `byte`, as the general matcher decides it.
        func matches(_ byte: UInt8, crossesSlash: Bool) -> Bool {
            let slash = UInt8(ascii: "/")
            switch self {
            case .literal(let literal): return byte == literal
            case .one: return crossesSlash || byte != slash
            case .set(let ranges, let negated): return byte != slash && ranges.contains { $0.contains(byte) } != negated
            case .star, .doubleStar, .folders: return false
            }
        }
    }

    /// A pattern read once. The common shapes (`Name`, `*Suffix`, `Prefix*`, `*`) are compared
    /// directly; anything else runs the general matcher.
    struct Compiled: Sendable, Hashable {
        private enum Shape: Sendable, Hashable {
            /// The text is `literal`, ends with it (also `**/*literal`), starts with it.
            case exact, suffix, prefix, anything, general
            /// `**/Name/**`: `literal` at the start or right after any `/`.
            case folderAnywhere
            /// One byte per token (literals, `?`, sets), then nothing, a last `**` or a last `*`:
            /// an area's scope (`Features/Edit?Product/**`), a framework's prefix (`UI[A-Z]*`),
            /// compared byte by byte in one pass.
            case fixedWidth
        }

        private let shape: Shape
        /// The literal bytes of the exact, suffix, prefix and folder shapes. Kept apart from the
        /// shape, not as its payload: reading a payload copies it, and every core matches every
        /// path, retaining and releasing the shared bytes each time.
        private let literal: [UInt8]
        private let tokens: [Token]
        private let crossesSlash: Bool
        /// The literal bytes before the first wildcard and after the last one: any match starts
        /// and ends with them, so most texts are turned down without the general matcher.
        private let head: [UInt8]
        private let tail: [UInt8]
        /// The fixed-width shape's one-byte tokens, and what its last token lets follow them.
        private let width: Int
        private let end: OpenEnd

        private enum OpenEnd: Sendable, Hashable {
            /// Nothing: the text is as long as the tokens.
            case closed
            /// Anything: a last `**`, or a last `*` that crosses slashes.
            case anything
            /// Anything without a slash: a last `*` of a path.
            case withinFolder
        }

        init(_ pattern: [UInt8], crossesSlash: Bool) {
            self.crossesSlash = crossesSlash
            tokens = Glob.tokens(of: pattern)
            var head: [UInt8] = []
            for token in tokens {
                guard case .literal(let byte) = token else { break }
                head.append(byte)
            }
            var tail: [UInt8] = []
            if head.count < tokens.count {
                for token in tokens.reversed() {
                    guard case .literal(let byte) = token else { break }
                    tail.insert(byte, at: 0)
                }
            }
            self.head = head
            self.tail = tail
            let literals = tokens.compactMap { token -> UInt8? in
                if case .literal(let byte) = token { return byte }
                return nil
            }
            let slashFree = crossesSlash || !literals.contains(UInt8(ascii: "/"))
            literal = literals
            switch (tokens.first, tokens.last) {
            case _ where literals.count == tokens.count:
                shape = .exact
            case (.star?, _) where literals.count == tokens.count - 1 && crossesSlash:
                shape = .suffix
            case (.folders?, _) where tokens.count >= 2 && tokens[1] == .star && literals.count == tokens.count - 2:
                // `**/*.generated.swift`: whatever comes before the literal ending, the folders
                // take it up to its last slash and the star the rest, so the ending decides.
                shape = .suffix
            case (_, .star?) where literals.count == tokens.count - 1 && slashFree && crossesSlash:
                shape = .prefix
            case (.star?, .star?) where tokens.count == 1 && crossesSlash:
                shape = .anything
            case (.folders?, .doubleStar?) where tokens.count > 2 && literals.count == tokens.count - 2:
                shape = .folderAnywhere
            case _ where tokens.dropLast(tokens.last == .doubleStar || tokens.last == .star ? 1 : 0).allSatisfy(\.isOneByte):
                shape = .fixedWidth
            default:
                shape = .general
            }
            switch tokens.last {
            case .doubleStar?: (width, end) = (tokens.count - 1, .anything)
            case .star?: (width, end) = (tokens.count - 1, crossesSlash ? .anything : .withinFolder)
            default: (width, end) = (tokens.count, .closed)
            }
        }

        func matches(_ text: String) -> Bool {
            // In place, without a copy of the text to make contiguous (native strings are).
            text.utf8.withContiguousStorageIfAvailable { matches($0) } ?? matches(Array(text.utf8))
        }

        func matches(_ text: [UInt8]) -> Bool {
            text.withUnsafeBufferPointer { matches($0) }
        }

        func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            switch shape {
            case .exact:
                return text.count == literal.count && literal.withUnsafeBufferPointer { text.has($0, at: 0) }
            case .suffix:
                return text.count >= literal.count && literal.withUnsafeBufferPointer { text.has($0, at: text.count - $0.count) }
            case .prefix:
                return text.count >= literal.count && literal.withUnsafeBufferPointer { text.has($0, at: 0) }
            case .anything:
                return true
            case .folderAnywhere:
                // From one slash to the next by `memchr`, where a loop over every byte cost a
                // debug build some sixty instructions a byte, of every file's path.
                guard text.count >= literal.count, let base = text.baseAddress else { return false }
                return literal.withUnsafeBufferPointer { bytes in
                    var start = 0
                    while start <= text.count - bytes.count {
                        if text.has(bytes, at: start) { return true }
                        guard let slash = memchr(base + start, Int32(UInt8(ascii: "/")), text.count - start) else { return false }
                        start = base.distance(to: slash.assumingMemoryBound(to: UInt8.self)) + 1
                    }
                    return false
                }
            case .fixedWidth:
                // Without the general matcher's two rows per call: scopes are asked of every
                // edge out of every file in an area.
                guard end == .closed ? text.count == width : text.count >= width else { return false }
                for index in 0..<width where !tokens[index].matches(text[index], crossesSlash: crossesSlash) { return false }
                if end == .withinFolder {
                    for index in width..<text.count where text[index] == UInt8(ascii: "/") { return false }
                }
                return true
            case .general:
                // Compared in place: `elementsEqual` on slices is generic code, calls per byte
                // in an unoptimized build.
                guard text.count >= head.count + tail.count,
                      head.withUnsafeBufferPointer({ text.has($0, at: 0) }),
                      tail.withUnsafeBufferPointer({ text.has($0, at: text.count - $0.count) }) else { return false }
                return Glob.matches(tokens, text, crossesSlash: crossesSlash)
            }
        }
    }

    /// The general matcher on a compiled pattern, whatever its shape: for tests that check a
    /// shortcut decides as it does.
    static func generalMatch(_ pattern: String, _ text: String, crossesSlash: Bool) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { matches(tokens(of: Array(pattern.utf8)), $0, crossesSlash: crossesSlash) }
    }

    fileprivate static func tokens(of pattern: [UInt8]) -> [Token] {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        var tokens: [Token] = []
        var p = 0
        while p < pattern.count {
            if pattern[p] == star, p + 1 < pattern.count, pattern[p + 1] == star {
                if p + 2 < pattern.count, pattern[p + 2] == slash {
                    tokens.append(.folders)
                    p += 3
                } else {
                    tokens.append(.doubleStar)
                    p += 2
                }
            } else if pattern[p] == star {
                tokens.append(.star)
                p += 1
            } else if pattern[p] == question {
                tokens.append(.one)
                p += 1
            } else if pattern[p] == UInt8(ascii: "["), let close = pattern[(p + 1)...].firstIndex(of: UInt8(ascii: "]")), close > p + 1 {
                var q = p + 1
                let negated = pattern[q] == UInt8(ascii: "!") || pattern[q] == UInt8(ascii: "^")
                if negated { q += 1 }
                var ranges: [ClosedRange<UInt8>] = []
                while q < close {
                    if q + 2 < close, pattern[q + 1] == UInt8(ascii: "-"), pattern[q] <= pattern[q + 2] {
                        ranges.append(pattern[q]...pattern[q + 2])
                        q += 3
                    } else {
                        ranges.append(pattern[q]...pattern[q])
                        q += 1
                    }
                }
                tokens.append(.set(ranges, negated: negated))
                p = close + 1
            } else {
                tokens.append(.literal(pattern[p]))
                p += 1
            }
        }
        return tokens
    }

    /// Dynamic programming over (pattern token, text position), filled from the end: linear in
    /// the product of the lengths, never recursive, and right for any number of stars.
    fileprivate static func matches(_ tokens: [Token], _ text: UnsafeBufferPointer<UInt8>, crossesSlash: Bool) -> Bool {
        let slash = UInt8(ascii: "/")
        let count = text.count
        // `next[j]`: the tokens after the current one match text[j...]. Two rows, reused.
        var next = [Bool](repeating: false, count: count + 1)
        var current = next
        next[count] = true
        for token in tokens.reversed() {
            var afterSlash = false
            for j in stride(from: count, through: 0, by: -1) {
                switch token {
                case .literal(let byte):
                    current[j] = j < count && text[j] == byte && next[j + 1]
                case .one:
                    current[j] = j < count && (crossesSlash || text[j] != slash) && next[j + 1]
                case .set(let ranges, let negated):
                    current[j] = j < count && text[j] != slash && ranges.contains { $0.contains(text[j]) } != negated && next[j + 1]
                case .star:
                    current[j] = next[j] || (j < count && (crossesSlash || text[j] != slash) && current[j + 1])
                case .doubleStar:
                    current[j] = next[j] || (j < count && current[j + 1])
                case .folders:
                    if j < count, text[j] == slash, next[j + 1] { afterSlash = true }
                    current[j] = next[j] || afterSlash
                }
            }
            swap(&next, &current)
        }
        return next[0]
    }

    /// Matches a pattern given as bytes (tests and one-off uses).
    static func matches(_ pattern: [UInt8], _ text: [UInt8], crossesSlash: Bool) -> Bool {
        Compiled(pattern, crossesSlash: crossesSlash).matches(text)
    }
}

/// Where a rule applies: everywhere, or only to types whose path matches one of the patterns
/// (`use mvvm in Features/Settings/**`).
package struct RuleScope: Sendable, Hashable, CustomStringConvertible {
    /// Empty: the whole tree.
    package var paths: [Pattern]

    package init(paths: [Pattern] = []) { self.paths = paths }

    package static let everywhere = RuleScope()

    package var isEverywhere: Bool { paths.isEmpty }

    package func contains(_ relativePath: String) -> Bool {
        paths.isEmpty || paths.contains { $0.matchesPath(relativePath) }
    }

    package var description: String { paths.map(\.text).joined(separator: ", ") }
}

/// How a type earns a role.
package enum RoleSignal: Sendable, Hashable {
    /// The simple name matches (`*Presenter`), or, for a pattern with a dot, the qualified name
    /// matches component by component (`*.*.ViewModel`).
    case name([Pattern])
    /// A top-level function's name matches (`Reducer functions are named *Reducer`). Type name
    /// patterns never apply to functions: `dispatchFetchQuotesAction` is no Action.
    case functionName([Pattern])
    /// A superclass or protocol, written or inherited through project types, matches; `@Name`
    /// matches an attribute (`@Observable`).
    case inheritance([Pattern])
    /// The file's path below the linted root matches.
    case path([Pattern])
    /// The type is named in an explicit list (`Presenter includes LoginHandler`), by simple or
    /// qualified name.
    case explicit([String])
    /// `Entity is plain data`: a struct, enum or final class that only holds data (stored
    /// properties, cases, computed conveniences, no methods) and that no other signal gives a role.
    case plainData
}

package struct RoleRule: Sendable, Hashable {
    package var role: String
    package var signal: RoleSignal
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere
}

/// What a role may depend on.
package enum DependencyTargetPattern: Sendable, Hashable, CustomStringConvertible {
    case role(String)
    /// Only the role's classes, structs, enums and actors (`concrete Coordinator`): its
    /// protocols stay usable.
    case concreteRole(String)
    /// Types by name, project or external (`UI*`).
    case types(Pattern)

    package var description: String {
        switch self {
        case .role(let role): return role
        case .concreteRole(let role): return "concrete \(role)"
        case .types(let pattern): return "types \(pattern)"
        }
    }
}

/// `Interactor may use Presenter, Entity`: any other role is a violation.
package struct AllowRule: Sendable, Hashable {
    package var role: String
    package var allowed: [String]
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere
    /// Statement order across every file read, so a later rule can override an earlier one.
    package var order: Int = 0
    /// The roles `allowed` holds beyond those its line names: where a scoped preset's area meets
    /// the rest of the rules (see `Checker.allowRule(for:at:rules:)`). Said apart, so the line
    /// is cited as written.
    package var areaRoles: [String] = []

    /// The roles its line names.
    package var written: [String] { areaRoles.isEmpty ? allowed : allowed.filter { !areaRoles.contains($0) } }
}

/// `ViewModel must not use View` (error) or `… should not use …` (warning).
package struct DenyRule: Sendable, Hashable {
    package var role: String
    package var targets: [DependencyTargetPattern]
    package var severity: Severity
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere
    package var order: Int = 0
}

/// `Interactor must not import UIKit, SwiftUI`.
package struct ImportRule: Sendable, Hashable {
    package var role: String
    package var modules: [String]
    package var severity: Severity
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere
}

/// `composition roots AppDependency, *Assembly`: types that build the object graph. Their
/// references are construction, not dependency, and they take no role.
package struct CompositionRootRule: Sendable, Hashable {
    package var patterns: [Pattern]
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere
}

/// `ViewController wires in setup`: references written inside these members of a type of the
/// role are construction (Clean Swift scenes build their Interactor, Presenter and Router in
/// `setup()`), not dependency.
package struct WiringRule: Sendable, Hashable {
    package var role: String
    package var members: [String]
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere
}

/// `View hosts Coordinator`: a type of the role that holds one of the hosted roles as its SwiftUI
/// state is where that object lives, not a user of it. In SwiftUI the coordinator's navigation
/// path must be state of a view: the root view owns it (`@StateObject var coordinator =
/// AppCoordinator()`), and a navigation view bound to it drives its stack from it (`@Bindable
/// var coordinator` with `NavigationStack(path: $coordinator.routes)`). Such a view's references
/// to that type are hosting, as a wiring member's are construction; see ``Hosting``.
package struct HostingRule: Sendable, Hashable {
    package var role: String
    package var hosted: [String]
    package var origin: RuleOrigin
    package var scope: RuleScope = .everywhere
}

/// `no cycles among types` (or roles, modules).
package struct CycleRule: Sendable, Hashable {
    package enum Level: String, Sendable, Hashable, CaseIterable {
        case types, roles, modules
    }

    package var level: Level
    package var severity: Severity
    package var origin: RuleOrigin
}

/// A pattern a rules file wrote where it must match something to mean anything: a scope, a
/// folder, a type's name or supertype, a module, and what a rule forbids (a module no file
/// imports and the platform does not have, a type nothing declares or uses: a misspelt name
/// that would forbid nothing).
package struct PatternClaim: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// `use P in PATH`.
        case scope
        /// `ROLE is in PATH`.
        case path
        /// `ignore PATH`.
        case ignore
        /// `ROLE is named P`, `ROLE includes NAME`, `composition roots P`.
        case typeName
        /// `ROLE functions are named P`.
        case functionName
        /// `ROLE inherits from P`, `ROLE conforms to P` (`@P`: an attribute).
        case supertype
        /// `module P must not …`, `… must not use module P`.
        case module
        /// `ROLE must not import M`, `module P must not import M`.
        case importedModule
        /// `ROLE must not use types P`.
        case usedType
    }

    package var kind: Kind
    package var pattern: Pattern
    /// The rules file and the pattern's place in it.
    package var file: String
    package var location: SourceLocation
}

/// Everything a rules file (with the presets it uses) says.
package struct RuleSet: Sendable {
    /// Declared roles, in declaration order (which also orders graph clusters and colours).
    package var roles: [String] = []
    package var roleRules: [RoleRule] = []
    package var allowRules: [AllowRule] = []
    package var denyRules: [DenyRule] = []
    package var importRules: [ImportRule] = []
    package var compositionRoots: [CompositionRootRule] = []
    package var wiringRules: [WiringRule] = []
    package var hostingRules: [HostingRule] = []
    package var cycleRules: [CycleRule] = []
    /// `Presenter must be final`, `View must not store Service`: the shape of a role's types.
    package var conventionRules: [ConventionRule] = []
    /// `module Domain must not import UIKit`, `module *Feature must not use module *Feature`.
    package var moduleRules: [ModuleRule] = []
    /// Paths below the linted root that are not linted at all (generated code, tests).
    package var ignoredPaths: [Pattern] = []
    /// The presets applied, in order (a scoped use is written `mvvm in Features/**`).
    package var presets: [String] = []
    /// What the rules were read from, in reading order: each text's name, then the text (the
    /// presets' too). Nothing else makes a rule set read from text, so a run whose rules were
    /// read from the same texts has the same rules (see ``Pipeline/classificationKey(_:files:contentHashes:rules:)``).
    package var texts: [String] = []
    /// The patterns the project's own rules file wrote, each where it wrote it: a run warns of
    /// those that match nothing (see ``RuleCoverage``).
    package var claims: [PatternClaim] = []
    /// `check tests`: test code (test folders and files, XCTestCase subclasses, test doubles) is
    /// given roles and checked like the app; by default it is read for resolution only.
    package var checksTests = false
    /// `check vendored`: vendored and generated code (`Pods/`, `Carthage/`, `*.generated.swift`, …)
    /// is read and checked; by default it is never read.
    package var checksVendored = false

    package init() {}

    /// The allow-list that governs a role everywhere (the last one written without a scope).
    package func allowRule(for role: String) -> AllowRule? {
        allowRules.last { $0.role == role && $0.scope.isEverywhere }
    }

    /// The allow-list that governs a type of `role` at `relativePath`: the last one written whose
    /// scope holds the path.
    package func allowRule(for role: String, at relativePath: String) -> AllowRule? {
        allowRules.last { $0.role == role && $0.scope.contains(relativePath) }
    }

    /// Whether a scoped preset has a rule for `role` (who it may use, must not use or import, hosts)
    /// whose scope holds `path`: then its rules judge the role there, in place of those used
    /// everywhere.
    package func scopeGoverns(_ role: String, at path: String) -> Bool {
        func scoped(_ scope: RuleScope, _ ruleRole: String) -> Bool { !scope.isEverywhere && ruleRole == role && scope.contains(path) }
        return allowRules.contains { scoped($0.scope, $0.role) } || denyRules.contains { scoped($0.scope, $0.role) }
            || importRules.contains { scoped($0.scope, $0.role) } || hostingRules.contains { scoped($0.scope, $0.role) }
    }

    /// The roles the rules that judge `role` at `path` speak of: where a scoped preset governs
    /// it, that preset's roles and the layers around it (roles a path rule gives everywhere);
    /// else the roles of the rules used everywhere.
    package func vocabulary(of role: String, at path: String) -> Set<String> {
        guard scopeGoverns(role, at: path) else { return Set(roleRules.filter(\.scope.isEverywhere).map(\.role)) }
        var roles = Set(roleRules.filter { !$0.scope.isEverywhere && $0.scope.contains(path) }.map(\.role))
        for rule in roleRules where rule.scope.isEverywhere {
            if case .path = rule.signal { roles.insert(rule.role) }
        }
        return roles
    }

    /// Whether a file is ignored: an `ignore` path, or vendored or generated code unless the
    /// rules `check vendored`.
    package func ignores(_ relativePath: String) -> Bool {
        (!checksVendored && Vendored.contains(relativePath)) || ignoredPaths.contains { $0.matchesPath(relativePath) }
    }

    /// Whether some files may be ignored (else no path needs looking at).
    package var ignoresAnyPath: Bool { !checksVendored || !ignoredPaths.isEmpty }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether `bytes` stand here at `offset` (which leaves room for them): the comparison the
    /// globs and the name filter make, in place.
    func has(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var index = 0
        while index < bytes.count && self[offset + index] == bytes[index] { index += 1 }
        return index == bytes.count
    }
}
