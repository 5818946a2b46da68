/// Every error in a rules file (and the presets it uses), in the order they are written: one run
/// lists them all, so a file with three typos takes one fix, not three runs.
package struct RulesErrors: Error, Sendable, Equatable, CustomStringConvertible {
    /// Never empty.
    package var errors: [Diagnostic]

    package init(_ errors: [Diagnostic]) { self.errors = errors }

    /// One `file:line:col: error: …` line per error.
    package var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Reads the rules language: one statement per line, `#` starts a comment.
///
///     roles View, Presenter, Interactor
///     use viper
///     use mvvm in Features/Settings/**
///     Presenter is named *Presenter
///     Reducer functions are named *Reducer
///     Model is named *.*.ViewModel
///     View inherits from UIViewController, UIView
///     ViewModel conforms to ObservableObject, @Observable
///     Entity is in **/Entities/**
///     Presenter includes LoginHandler
///     Interactor may use Presenter, Entity
///     ViewModel must not use View, types UI*
///     Interactor must not import UIKit, SwiftUI
///     Presenter should not import UIKit
///     ViewController wires in setup
///     View hosts Coordinator
///     composition roots AppDependency, *Assembly, *Factory
///     ignore **/Generated/**, **/*Tests/**
///     no cycles among types
///     module Domain must not import UIKit, SwiftUI
///     module *Feature must not use module *Feature
package struct RulesParser {
    /// Reads a preset's text by name; `use NAME` calls it.
    package typealias PresetLookup = (String) -> String?

    private let presetLookup: PresetLookup
    package private(set) var ruleSet = RuleSet()
    /// Presets being read, innermost last, to reject `use` cycles.
    private var presetStack: [String] = []
    /// The scope of the `use … in …` being read; rules read meanwhile apply only there.
    private var scope = RuleScope.everywhere
    /// Counts statements across every file, so later rules can override earlier ones.
    private var order = 0
    /// The errors of every statement read so far.
    private var errors: [Diagnostic] = []
    /// A statement that may have declared roles (`use`, `roles`, or a misspelt keyword) failed,
    /// and could not be read as meant: a role the lines after it name may be one it would have
    /// declared, so it is taken as declared (the run fails anyway) and only their other mistakes
    /// are reported, instead of burying the one mistake under an "unknown role" on every line.
    private var declarationFailed = false

    package init(presetLookup: @escaping PresetLookup = Presets.text(of:)) {
        self.presetLookup = presetLookup
    }

    /// Parses a rules file (and the presets it uses) into a ``RuleSet``.
    package static func parse(_ text: String, file: String, presetLookup: @escaping PresetLookup = Presets.text(of:)) throws(RulesErrors) -> RuleSet {
        var parser = RulesParser(presetLookup: presetLookup)
        try parser.read(text, file: file)
        return parser.ruleSet
    }

    /// A rule set that applies the named presets, as `--preset` does.
    package static func presets(_ names: [String], presetLookup: @escaping PresetLookup = Presets.text(of:)) throws(RulesErrors) -> RuleSet {
        let text = names.map { "use \($0)" }.joined(separator: "\n")
        return try parse(text, file: "--preset", presetLookup: presetLookup)
    }

    /// Adds the statements of another file to the rule set read so far; throws every error in
    /// it (and in the presets it uses) at once.
    package mutating func read(_ text: String, file: String) throws(RulesErrors) {
        let before = errors.count
        readStatements(text, file: file)
        if errors.count > before { throw RulesErrors(Array(errors[before...])) }
    }

    /// Reads every statement, keeping the errors: a wrong statement adds no rule, and the next
    /// one is read as if it were not there.
    private mutating func readStatements(_ text: String, file: String) {
        ruleSet.texts += [file, text]
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let words = Self.words(of: line)
            if words.isEmpty { continue }
            var statement = Statement(words: words, file: file, line: lineNumber)
            order += 1
            do {
                try readStatement(&statement)
            } catch {
                errors.append(error)
                // Keywords are lower case, roles capitalised: only a keyword's statement (or a
                // misspelt one, `Use viper`) declares; a path's convention never does.
                guard words[0].text.first?.isLowercase == true || mayBeMisspeltKeyword(words[0].text),
                      !words[0].text.contains("/"), !words[0].text.contains("*") else { continue }
                // Read it again as it was likely meant, so the lines after it know its roles and
                // only their own mistakes are reported; its own is said already.
                if let meant = likelyMeaning(of: words) {
                    var retry = Statement(words: meant, file: file, line: lineNumber)
                    if (try? readStatement(&retry)) != nil { continue }
                }
                // Only `roles` and `use` declare roles: a broken `ignore [A-Z` or `module …`
                // hides no role from the lines after it, whose mistakes are reported too.
                let keyword = Self.keywords.contains(words[0].text) ? words[0].text : Suggestion.closest(to: words[0].text, in: Self.keywords)
                guard keyword == nil || keyword == "roles" || keyword == "use" else { continue }
                declarationFailed = true
            }
        }
    }

    /// A capitalised first word that is no role but one letter from a keyword (`Use`, `Roles`).
    private func mayBeMisspeltKeyword(_ word: String) -> Bool {
        !ruleSet.roles.contains(word) && Suggestion.closest(to: word, in: Self.keywords, maximumDistance: 1) != nil
    }

    /// A failed declaring statement as its suggestions would have it: `ues viper` as `use viper`,
    /// `use vipr in Sources/[A` as `use viper`, `roles Store, 2D` as `roles Store`.
    private func likelyMeaning(of words: [Word]) -> [Word]? {
        var words = words
        if !Self.keywords.contains(words[0].text) {
            guard let keyword = Suggestion.closest(to: words[0].text, in: Self.keywords) else { return nil }
            words[0].text = keyword
        }
        switch words[0].text {
        case "use":
            guard words.count >= 2 else { return nil }
            if presetLookup(words[1].text) == nil {
                guard let preset = Suggestion.closest(to: words[1].text, in: Presets.names) else { return nil }
                words[1].text = preset
            }
            // Without its scope: the roles are what the lines after it need.
            return Array(words.prefix(2))
        case "roles":
            let names = words.dropFirst().filter { Self.isRoleName($0.text) }
            guard !names.isEmpty else { return nil }
            var meant = [words[0]]
            for name in names { meant += meant.count > 1 ? [Word(text: ",", column: name.column), name] : [name] }
            return meant
        default:
            return nil
        }
    }

    // MARK: Statements

    private static let verbs = ["is named", "functions are named", "inherits from", "conforms to", "is in", "includes", "may use", "must not use",
                                "should not use", "must not import", "should not import", "wires in", "hosts", "is plain data",
                                "must inherit from", "should inherit from", "must conform to", "should conform to", "must be final",
                                "should be final", "must be annotated", "should be annotated", "must be a", "must be an", "should be a",
                                "should be an", "must be named", "should be named", "must not store", "should not store",
                                "must have a test", "should have a test", "must be used through a protocol",
                                "should be used through a protocol", "must not declare public mutable state",
                                "should not declare public mutable state"]

    /// The verbs a path's convention may take (`Domain/** must not declare public mutable state`).
    private static var conventionVerbs: [String] { verbs.filter { isConventionVerb($0) } }

    private static func isConventionVerb(_ verb: String) -> Bool {
        (verb.hasPrefix("must ") || verb.hasPrefix("should ")) && !verb.hasSuffix(" use") && !verb.hasSuffix(" import")
    }

    /// Words that start a statement on their own (every other statement starts with a role).
    static let keywords = ["roles", "use", "ignore", "composition", "no", "module", "check"]

    private mutating func readStatement(_ statement: inout Statement) throws(Diagnostic) {
        let first = statement.next()!
        switch first.text {
        case "roles":
            let names = try statement.list(of: "role names")
            for name in names {
                guard Self.isRoleName(name.text) else {
                    throw statement.error(at: name, "'\(name.text)' is not a role name: use letters and digits, starting with a letter")
                }
                if !ruleSet.roles.contains(name.text) { ruleSet.roles.append(name.text) }
            }
        case "use":
            guard let name = statement.next() else { throw statement.error(at: first, "expected a preset name after 'use'", after: true) }
            // The name before the scope: it says which roles the lines after it may name.
            guard presetLookup(name.text) != nil else { throw unknownPreset(name, in: statement) }
            var paths: [Pattern] = []
            if let word = statement.next() {
                guard word.text == "in" else {
                    throw statement.error(at: word, "expected 'in PATH-PATTERN' or the end of the statement after 'use \(name.text)', found '\(word.text)'")
                }
                paths = try claimed(&statement, "path patterns", as: .scope)
            }
            try usePreset(name, scope: RuleScope(paths: paths), in: statement)
        case "ignore":
            for pattern in try claimed(&statement, "path patterns", as: .ignore) where !ruleSet.ignoredPaths.contains(pattern) {
                ruleSet.ignoredPaths.append(pattern)
            }
        case "composition":
            guard let roots = statement.next(), roots.text == "roots" else {
                throw statement.error(at: first, "expected 'composition roots NAME-PATTERN, …'")
            }
            let patterns = try claimed(&statement, "name patterns", as: .typeName)
            ruleSet.compositionRoots.append(CompositionRootRule(
                patterns: patterns, origin: RuleOrigin(file: statement.file, line: statement.line), scope: scope))
        case "module":
            let (rule, targets) = try Self.moduleRule(after: first, &statement)
            claim(.module, rule.modules, at: statement.words[1], in: statement)
            let kind: PatternClaim.Kind
            switch rule.constraint {
            case .imports: kind = .importedModule
            case .uses: kind = .module
            }
            for target in targets { claim(kind, Pattern(target.text), at: target, in: statement) }
            ruleSet.moduleRules.append(rule)
        case "check":
            // `check tests, vendored`: code kept out of the verdicts by default comes back in.
            for word in try statement.list(of: "'tests' or 'vendored'") {
                switch word.text {
                case "tests": ruleSet.checksTests = true
                case "vendored": ruleSet.checksVendored = true
                default:
                    let hint = Suggestion.hint(for: word.text, in: ["tests", "vendored"])
                    throw statement.error(at: word, "unknown code kind '\(word.text)'\(hint) (expected 'tests' or 'vendored')")
                }
            }
        case "no":
            try readCycleRule(after: first, &statement)
        case let path where path.contains("/") || path.contains("*"):
            try readPathConvention(first: first, &statement)
        default:
            try readRoleStatement(role: first, &statement)
        }
    }

    /// `no cycles among types` (or `roles`, `modules`).
    private mutating func readCycleRule(after first: Word, _ statement: inout Statement) throws(Diagnostic) {
        let levels = CycleRule.Level.allCases.map(\.rawValue)
        guard let cycles = statement.next(), cycles.text == "cycles" else {
            throw statement.error(at: first, "expected 'no cycles among \(levels.joined(separator: "|"))'")
        }
        guard let among = statement.next(), among.text == "among" else {
            throw statement.error(at: cycles, "expected 'among' after 'no cycles'", after: true)
        }
        guard let levelWord = statement.next() else {
            throw statement.error(at: among, "expected \(levels.map { "'\($0)'" }.joined(separator: ", ")) after 'among'", after: true)
        }
        guard let level = CycleRule.Level(rawValue: levelWord.text) else {
            let hint = Suggestion.hint(for: levelWord.text, in: levels)
            throw statement.error(at: levelWord, "unknown cycle level '\(levelWord.text)'\(hint) (expected \(levels.map { "'\($0)'" }.joined(separator: ", ")))")
        }
        try statement.expectEnd()
        ruleSet.cycleRules.removeAll { $0.level == level }
        ruleSet.cycleRules.append(CycleRule(level: level, severity: .error, origin: RuleOrigin(file: statement.file, line: statement.line)))
    }

    private mutating func usePreset(_ name: Word, scope newScope: RuleScope, in statement: Statement) throws(Diagnostic) {
        guard let text = presetLookup(name.text) else { throw unknownPreset(name, in: statement) }
        guard !presetStack.contains(name.text) else {
            throw statement.error(at: name, "preset '\(name.text)' uses itself: \((presetStack + [name.text]).joined(separator: " → "))")
        }
        // A preset used inside a scoped preset keeps the outer scope.
        let effective = scope.isEverywhere ? newScope : scope
        let key = effective.isEverywhere ? name.text : "\(name.text) in \(effective)"
        if ruleSet.presets.contains(key) { return }
        let outer = scope
        scope = effective
        presetStack.append(name.text)
        readStatements(text, file: "preset \(name.text)")
        presetStack.removeLast()
        scope = outer
        ruleSet.presets.append(key)
    }

    private func unknownPreset(_ name: Word, in statement: Statement) -> Diagnostic {
        let hint = Suggestion.hint(for: name.text, in: Presets.names)
        return statement.error(at: name, "unknown preset '\(name.text)'\(hint) (presets: \(Presets.names.joined(separator: ", ")))")
    }

    /// `ROLE VERB …`: a statement about one declared role, read by its verb.
    private mutating func readRoleStatement(role: Word, _ statement: inout Statement) throws(Diagnostic) {
        try expectDeclaredRole(role, in: statement)
        guard let verbStart = statement.peek() else {
            throw statement.error(at: role, "expected \(Self.verbList) after '\(role.text)'", after: true)
        }
        let origin = RuleOrigin(file: statement.file, line: statement.line)
        let verb = statement.takeVerb(from: Self.verbs)
        switch verb {
        case "is named":
            let patterns = try claimed(&statement, "name patterns", as: .typeName)
            ruleSet.roleRules.append(RoleRule(role: role.text, signal: .name(patterns), origin: origin, scope: scope))
        case "is plain data":
            try statement.expectEnd()
            ruleSet.roleRules.append(RoleRule(role: role.text, signal: .plainData, origin: origin, scope: scope))
        case "functions are named":
            let patterns = try claimed(&statement, "name patterns", as: .functionName)
            ruleSet.roleRules.append(RoleRule(role: role.text, signal: .functionName(patterns), origin: origin, scope: scope))
        case "inherits from", "conforms to":
            let patterns = try claimed(&statement, "type name patterns", as: .supertype)
            ruleSet.roleRules.append(RoleRule(role: role.text, signal: .inheritance(patterns), origin: origin, scope: scope))
        case "is in":
            let patterns = try claimed(&statement, "path patterns", as: .path)
            ruleSet.roleRules.append(RoleRule(role: role.text, signal: .path(patterns), origin: origin, scope: scope))
        case "includes":
            try readIncludes(role: role, &statement, origin: origin)
        case "may use":
            try readAllowList(role: role, verbStart: verbStart, &statement, origin: origin)
        case "must not use", "should not use":
            try readDenyList(role: role, severity: verb == "must not use" ? .error : .warning, &statement, origin: origin)
        case "must not import", "should not import":
            let moduleWords = try statement.list(of: "module names")
            for word in moduleWords { claim(.importedModule, try statement.pattern(word), at: word, in: statement) }
            let modules = moduleWords.map(\.text)
            ruleSet.importRules.append(ImportRule(
                role: role.text, modules: modules, severity: verb == "must not import" ? .error : .warning, origin: origin,
                scope: scope))
        case "wires in":
            let members = try statement.list(of: "member names").map { word in
                word.text.hasSuffix("()") ? String(word.text.dropLast(2)) : word.text
            }
            ruleSet.wiringRules.append(WiringRule(role: role.text, members: members, origin: origin, scope: scope))
        case "hosts":
            try readHosts(role: role, &statement, origin: origin)
        case let convention? where Self.isConventionVerb(convention):
            try readConvention(subject: .role(role.text), verb: convention, verbStart: verbStart, &statement, origin: origin)
        default:
            throw Self.unknownVerb(after: role, at: verbStart, in: statement, verbs: Self.verbs, expected: Self.verbList)
        }
    }

    /// The statement's first word must be a declared role; otherwise the error says what it
    /// likely is: a misspelt keyword, a misspelt role, or a role not declared yet.
    private mutating func expectDeclaredRole(_ role: Word, in statement: Statement) throws(Diagnostic) {
        if declarationFailed, !ruleSet.roles.contains(role.text), Self.isRoleName(role.text), !mayBeMisspeltKeyword(role.text) {
            ruleSet.roles.append(role.text)
        }
        guard !ruleSet.roles.contains(role.text) else { return }
        // Keywords are lower case and roles capitalised, so a lower-case word can be a
        // misspelt keyword (`ues viper`), and so can a capitalised one a letter away (`Use`).
        if role.text.first?.isLowercase == true || mayBeMisspeltKeyword(role.text),
           let keyword = Suggestion.closest(to: role.text, in: Self.keywords, maximumDistance: role.text.count <= 3 ? 1 : 2) {
            throw statement.error(at: role, "unknown keyword '\(role.text)'; did you mean '\(keyword)'?")
        }
        if let known = Suggestion.closest(to: role.text, in: ruleSet.roles) {
            throw statement.error(at: role, "unknown role '\(role.text)'; did you mean '\(known)'?")
        }
        let declared = ruleSet.roles.isEmpty ? "no roles are declared yet: start with 'roles …' or 'use PRESET'"
            : "declared roles: \(ruleSet.roles.joined(separator: ", "))"
        throw statement.error(at: role, "unknown role '\(role.text)' (\(declared))")
    }

    /// `Presenter includes LoginHandler`: a type named into a role, in one role per scope.
    private mutating func readIncludes(role: Word, _ statement: inout Statement, origin: RuleOrigin) throws(Diagnostic) {
        let names = try statement.list(of: "type names")
        for name in names {
            if let other = ruleSet.roleRules.first(where: { rule in
                guard case .explicit(let listed) = rule.signal else { return false }
                return rule.role != role.text && listed.contains(name.text) && rule.scope == scope
            }) {
                throw statement.error(at: name, "'\(name.text)' cannot be both \(other.role) (\(other.origin)) and \(role.text)")
            }
        }
        for name in names { claim(.typeName, Pattern(name.text), at: name, in: statement) }
        ruleSet.roleRules.append(RoleRule(role: role.text, signal: .explicit(names.map(\.text)), origin: origin, scope: scope))
    }

    /// `Interactor may use Presenter, Entity`: one allow-list per role and file, contradicting no deny.
    private mutating func readAllowList(
        role: Word, verbStart: Word, _ statement: inout Statement, origin: RuleOrigin
    ) throws(Diagnostic) {
        let roles = try statement.list(of: "roles")
        for target in roles { try checkRole(target, in: statement) }
        if let earlier = ruleSet.allowRules.last(where: { $0.role == role.text && $0.scope == scope && $0.origin.file == statement.file }) {
            throw statement.error(at: verbStart, "'\(role.text) may use' is already given at line \(earlier.origin.line); write one allow-list per role")
        }
        for target in roles {
            if let deny = contradictingDeny(role: role.text, target: target.text, file: statement.file) {
                throw statement.error(at: target, "'\(role.text) may use \(target.text)' contradicts line \(deny.origin.line): '\(role.text) must not use \(target.text)'")
            }
        }
        ruleSet.allowRules.append(AllowRule(role: role.text, allowed: roles.map(\.text), origin: origin, scope: scope, order: order))
    }

    /// `ViewModel must not use View, concrete Service, types UI*`: roles, concrete roles and type
    /// patterns, in any mix.
    private mutating func readDenyList(
        role: Word, severity: Severity, _ statement: inout Statement, origin: RuleOrigin
    ) throws(Diagnostic) {
        let verb = severity == .error ? "must not use" : "should not use"
        var targets: [DependencyTargetPattern] = []
        var inTypes = false
        var concrete = false
        for item in try statement.list(of: "roles, 'concrete ROLE' or 'types PATTERN'") {
            if item.text == "concrete" && !inTypes {
                concrete = true
            } else if concrete {
                concrete = false
                try checkRole(item, in: statement)
                targets.append(.concreteRole(item.text))
            } else if item.text == "types" {
                inTypes = true
            } else if item.text.hasPrefix("types ") {
                inTypes = true
                let pattern = try statement.pattern(item, dropping: 6)
                claim(.usedType, pattern, at: Word(text: pattern.text, column: item.column + 6), in: statement)
                targets.append(.types(pattern))
            } else if inTypes {
                let pattern = try statement.pattern(item)
                claim(.usedType, pattern, at: item, in: statement)
                targets.append(.types(pattern))
            } else {
                try checkRole(item, in: statement)
                if item.text == role.text {
                    throw statement.error(at: item, "'\(role.text) \(verb) \(item.text)' names its own role: dependencies within one role are always allowed")
                }
                if severity == .error, let allow = ruleSet.allowRules.last(where: {
                    $0.role == role.text && $0.scope == scope && $0.origin.file == statement.file && $0.allowed.contains(item.text)
                }) {
                    throw statement.error(at: item, "'\(role.text) must not use \(item.text)' contradicts line \(allow.origin.line): '\(role.text) may use \(allow.allowed.joined(separator: ", "))'")
                }
                targets.append(.role(item.text))
            }
        }
        ruleSet.denyRules.append(DenyRule(role: role.text, targets: targets, severity: severity, origin: origin, scope: scope, order: order))
    }

    /// `View hosts Coordinator`: roles other than its own.
    private mutating func readHosts(role: Word, _ statement: inout Statement, origin: RuleOrigin) throws(Diagnostic) {
        let hosted = try statement.list(of: "roles")
        for target in hosted {
            try checkRole(target, in: statement)
            if target.text == role.text {
                throw statement.error(at: target, "'\(role.text) hosts \(target.text)' names its own role: dependencies within one role are always allowed")
            }
        }
        ruleSet.hostingRules.append(HostingRule(role: role.text, hosted: hosted.map(\.text), origin: origin, scope: scope))
    }

    /// A verb none of `verbs` spells, with the closest as a hint: each is compared with as many
    /// written words as it has (`may uses X` → `may use`).
    private static func unknownVerb(after subject: Word, at verbStart: Word, in statement: Statement, verbs: [String], expected: String) -> Diagnostic {
        let written = statement.rest(from: verbStart)
        var best: (verb: String, distance: Int)?
        for candidate in verbs {
            let phrase = statement.phrase(from: verbStart, words: candidate.split(separator: " ").count)
            let distance = Suggestion.editDistance(phrase.lowercased(), candidate)
            // On a tie the longer verb wins: it matched more of what is written.
            if distance <= 3, distance < (best?.distance ?? .max) || distance == best?.distance && candidate.count > best!.verb.count {
                best = (candidate, distance)
            }
        }
        let hint = best.map { "; did you mean '\($0.verb)'?" } ?? ""
        return statement.error(at: verbStart, "unknown rule '\(subject.text) \(written)'\(hint) (expected \(expected))")
    }

    /// `Domain/** must not declare public mutable state`, `Core/**, Shared/** should be final`:
    /// a convention for every type declared under the paths, whatever its role.
    private mutating func readPathConvention(first: Word, _ statement: inout Statement) throws(Diagnostic) {
        var words = [first]
        while statement.peek()?.text == "," {
            let comma = statement.next()!
            guard let next = statement.next() else { throw statement.error(at: comma, "expected a path pattern after ','", after: true) }
            words.append(next)
        }
        var paths: [Pattern] = []
        for word in words {
            let pattern = try statement.pattern(word)
            claim(.path, pattern, at: word, in: statement)
            paths.append(pattern)
        }
        let last = words[words.count - 1]
        let expected = Self.conventionList
        guard let verbStart = statement.peek() else {
            throw statement.error(at: last, "expected \(expected) after '\(last.text)'", after: true)
        }
        guard let verb = statement.takeVerb(from: Self.conventionVerbs) else {
            throw Self.unknownVerb(after: last, at: verbStart, in: statement, verbs: Self.conventionVerbs, expected: expected)
        }
        try readConvention(
            subject: .paths(paths), verb: verb, verbStart: verbStart, &statement, origin: RuleOrigin(file: statement.file, line: statement.line))
    }

    /// `Presenter must be final`, `View should not store Service`, …: a ``ConventionRule``.
    private mutating func readConvention(
        subject: ConventionRule.Subject, verb: String, verbStart: Word, _ statement: inout Statement, origin: RuleOrigin
    ) throws(Diagnostic) {
        let severity: Severity = verb.hasPrefix("must ") ? .error : .warning
        let requirement: ConventionRule.Requirement
        switch verb.split(separator: " ").dropFirst().joined(separator: " ") {
        case "inherit from", "conform to":
            requirement = .inheritance(try statement.patterns(of: "type name patterns"))
        case "be final":
            try statement.expectEnd()
            requirement = .final
        case "be annotated":
            var patterns: [Pattern] = []
            for word in try statement.list(of: "attributes") {
                guard word.text.hasPrefix("@"), word.text.count > 1 else {
                    throw statement.error(at: word, "expected an attribute such as '@MainActor', found '\(word.text)'")
                }
                patterns.append(try statement.pattern(word, dropping: 1))
            }
            requirement = .attribute(patterns)
        case "be a", "be an":
            requirement = .kind(try Self.kinds(&statement, after: verbStart))
        case "be named":
            requirement = .name(try statement.patterns(of: "name patterns"))
        case "have a test":
            try statement.expectEnd()
            requirement = .test
        case "be used through a protocol":
            try statement.expectEnd()
            requirement = .usedThroughProtocol
        case "not declare public mutable state":
            try statement.expectEnd()
            requirement = .noPublicMutableState
        default: // "not store"
            let roles = try statement.list(of: "roles")
            for target in roles { try checkRole(target, in: statement) }
            requirement = .storesNo(roles.map(\.text))
        }
        let rule = ConventionRule(subject: subject, requirement: requirement, severity: severity, origin: origin, scope: scope)
        var replaced: [ConventionRule] = []
        for earlier in ruleSet.conventionRules where earlier.subject == subject && earlier.scope == scope {
            if let conflict = Self.conflict(between: earlier, and: rule) {
                // A project's own convention replaces what a preset it uses says (`ViewModel must be
                // a struct` over mvvm's `should be final`), as its allow-list replaces the preset's.
                if earlier.origin.file.hasPrefix("preset "), !statement.file.hasPrefix("preset ") {
                    replaced.append(earlier)
                    continue
                }
                throw statement.error(at: verbStart, "'\(subject) \(rule.statement)' \(conflict) line \(earlier.origin.line): '\(subject) \(earlier.statement)'"
                    + (earlier.origin.file == statement.file ? "" : " (\(earlier.origin.file))"))
            }
        }
        ruleSet.conventionRules.removeAll { replaced.contains($0) }
        ruleSet.conventionRules.append(rule)
    }

    /// Why two conventions of one role and scope cannot both be written: kinds no type can be at
    /// once contradict; a second list of kinds or names, or `final` again, is said already (one
    /// list per role, as for `may use`); the same statement twice repeats it. Nil when both may stand.
    private static func conflict(between earlier: ConventionRule, and rule: ConventionRule) -> String? {
        switch (earlier.requirement, rule.requirement) {
        case (.kind(let before), .kind(let now)):
            return Set(before).isDisjoint(with: now) ? "contradicts" : "repeats the kinds of"
        case (.final, .final), (.name, .name):
            return "repeats"
        case (.final, .kind(let kinds)) where !kinds.contains(ConventionRule.Kind.class), (.kind(let kinds), .final) where !kinds.contains(ConventionRule.Kind.class):
            return "contradicts"
        default:
            return earlier.requirement == rule.requirement ? "repeats" : nil
        }
    }

    /// `struct or enum`, `class`, `struct, enum or actor`: the kinds after `must be a`.
    private static func kinds(_ statement: inout Statement, after verb: Word) throws(Diagnostic) -> [ConventionRule.Kind] {
        let allowed = ConventionRule.Kind.allCases
        var kinds: [ConventionRule.Kind] = []
        var expectingKind = true
        var last = verb
        while let word = statement.next() {
            last = word
            if word.text == "or" || word.text == "," {
                guard !expectingKind else { throw statement.error(at: word, "expected a kind before '\(word.text)'") }
                expectingKind = true
                continue
            }
            guard expectingKind else { throw statement.error(at: word, "expected 'or' between kinds, found '\(word.text)'") }
            guard let kind = ConventionRule.Kind(rawValue: word.text) else {
                let hint = Suggestion.hint(for: word.text, in: allowed.map(\.rawValue))
                throw statement.error(at: word, "unknown kind '\(word.text)'\(hint) (expected class, struct, enum or actor)")
            }
            if !kinds.contains(kind) { kinds.append(kind) }
            expectingKind = false
        }
        if expectingKind { throw statement.error(at: last, "expected class, struct, enum or actor after '\(last.text)'", after: true) }
        return kinds
    }

    /// The patterns of a list, checked, each remembered with its place when the project's own
    /// rules file says it (see ``RuleSet/claims``).
    private mutating func claimed(_ statement: inout Statement, _ what: String, as kind: PatternClaim.Kind) throws(Diagnostic) -> [Pattern] {
        var patterns: [Pattern] = []
        for word in try statement.list(of: what) {
            let pattern = try statement.pattern(word)
            claim(kind, pattern, at: word, in: statement)
            patterns.append(pattern)
        }
        return patterns
    }

    /// Only the project's own rules: a preset's patterns are written for every app
    /// (`*Coordinator`, `**/Entities/**`) and most match nothing in any one of them.
    private mutating func claim(_ kind: PatternClaim.Kind, _ pattern: Pattern, at word: Word, in statement: Statement) {
        guard presetStack.isEmpty, statement.file != "--preset" else { return }
        ruleSet.claims.append(PatternClaim(
            kind: kind, pattern: pattern, file: statement.file, location: SourceLocation(line: statement.line, column: word.column)))
    }

    /// A `must not use` of the same file and scope that an allow-list would contradict.
    private func contradictingDeny(role: String, target: String, file: String) -> DenyRule? {
        ruleSet.denyRules.last { deny in
            deny.role == role && deny.scope == scope && deny.origin.file == file && deny.severity == .error
                && deny.targets.contains(.role(target))
        }
    }

    /// The verbs as a list for people: a convention's `must` and `should` forms once.
    private static var verbList: String {
        let written = verbs.filter { !isConventionVerb($0) }
        return written.map { "'\($0)'" }.joined(separator: ", ") + ", " + conventionList
    }

    /// The conventions as a list for people, `must` and `should` once.
    private static var conventionList: String {
        ["inherit from", "be final", "be annotated", "be a", "be named", "not store", "have a test", "be used through a protocol",
         "not declare public mutable state"].map { "'must|should \($0)'" }.joined(separator: ", ")
    }

    private mutating func checkRole(_ word: Word, in statement: Statement) throws(Diagnostic) {
        guard !ruleSet.roles.contains(word.text) else { return }
        if declarationFailed, Self.isRoleName(word.text) {
            ruleSet.roles.append(word.text)
            return
        }
        let hint = Suggestion.hint(for: word.text, in: ruleSet.roles)
        throw statement.error(at: word, "unknown role '\(word.text)'\(hint)")
    }

    private static func isRoleName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    // MARK: Words

    struct Word {
        var text: String
        var column: Int
    }

    /// Splits a line into words and commas, dropping a `#` comment; columns count UTF-8 bytes.
    static func words(of line: Substring) -> [Word] {
        var words: [Word] = []
        var current = ""
        var currentColumn = 0
        var column = 0
        func flush() {
            if !current.isEmpty { words.append(Word(text: current, column: currentColumn)) }
            current = ""
        }
        for scalar in line.unicodeScalars {
            column += 1
            switch scalar {
            case "#":
                flush()
                return words
            case " ", "\t", "\r":
                flush()
            case ",":
                flush()
                words.append(Word(text: ",", column: column))
            default:
                if current.isEmpty { currentColumn = column }
                current.unicodeScalars.append(scalar)
            }
            column += scalar.utf8.count - 1
        }
        flush()
        return words
    }

    struct Statement {
        var words: [Word]
        var position = 0
        var file: String
        var line: Int

        init(words: [Word], file: String, line: Int) {
            self.words = words
            self.file = file
            self.line = line
        }

        func peek() -> Word? { position < words.count ? words[position] : nil }

        mutating func next() -> Word? {
            guard position < words.count else { return nil }
            defer { position += 1 }
            return words[position]
        }

        /// Consumes the longest verb phrase that the next words spell (`must not use module`
        /// over `must not use`; the first of equally long ones), or nothing.
        mutating func takeVerb(from verbs: [String]) -> String? {
            // The verbs are tried in their order, only those starting with the next word: sorting
            // them by length for every statement copied each of them many times over.
            guard let first = peek() else { return nil }
            var longest: (verb: String, words: Int)?
            for verb in verbs where verb.utf8.starts(with: first.text.utf8) {
                if let longest, verb.count <= longest.verb.count { continue }
                let parts = verb.split(separator: " ")
                guard position + parts.count <= words.count else { continue }
                if zip(parts, words[position...]).allSatisfy({ $0 == $1.text }) { longest = (verb, parts.count) }
            }
            guard let longest else { return nil }
            position += longest.words
            return longest.verb
        }

        /// Words that qualify the next one in a list: `types UI*`, `concrete Coordinator`.
        static let prefixWords: Set<String> = ["types", "concrete"]

        /// A comma-separated list; `types UI*` and `concrete Coordinator` stay one item.
        mutating func list(of what: String) throws(Diagnostic) -> [Word] {
            var items: [Word] = []
            var expectingItem = true
            let start = position
            while let word = next() {
                if word.text == "," {
                    guard !expectingItem else { throw error(at: word, "expected \(what) before ','") }
                    expectingItem = true
                } else if expectingItem {
                    items.append(word)
                    expectingItem = Self.prefixWords.contains(word.text)
                } else if let last = items.last, Self.prefixWords.contains(last.text) {
                    items[items.count - 1] = Word(text: last.text + " " + word.text, column: last.column)
                } else {
                    throw error(at: word, "expected ',' between \(what), found '\(word.text)'")
                }
            }
            if items.isEmpty || expectingItem {
                let anchor = position > start ? words[position - 1] : words[max(0, start - 1)]
                throw error(at: anchor, "expected \(what) after '\(anchor.text)'", after: true)
            }
            return items
        }

        /// A list of patterns, each checked for mistakes (an unclosed `[A-Z`).
        mutating func patterns(of what: String) throws(Diagnostic) -> [Pattern] {
            var patterns: [Pattern] = []
            for word in try list(of: what) { patterns.append(try pattern(word)) }
            return patterns
        }

        /// The pattern a word spells, after its first `dropping` characters (`types UI*`).
        func pattern(_ word: Word, dropping count: Int = 0) throws(Diagnostic) -> Pattern {
            let text = String(word.text.dropFirst(count))
            if let problem = Pattern.problem(in: text) {
                let prefix = word.text.prefix(count).utf8.count
                throw Diagnostic(file: file, line: line, column: word.column + prefix + problem.offset, message: "\(problem.message) in pattern '\(text)'")
            }
            return Pattern(text)
        }

        func expectEnd() throws(Diagnostic) {
            if let extra = peek() { throw error(at: extra, "unexpected '\(extra.text)' at end of statement") }
        }

        /// `count` words from `word` on, joined by spaces.
        func phrase(from word: Word, words count: Int) -> String {
            guard let start = words.firstIndex(where: { $0.column == word.column }) else { return word.text }
            return words[start...].prefix(count).map(\.text).joined(separator: " ")
        }

        func rest(from word: Word) -> String {
            guard let start = words.firstIndex(where: { $0.column == word.column }) else { return word.text }
            return words[start...].prefix(3).map(\.text).joined(separator: " ")
        }

        func error(at word: Word, _ message: String, after: Bool = false) -> Diagnostic {
            Diagnostic(file: file, line: line, column: after ? word.column + word.text.utf8.count : word.column, message: message)
        }
    }
}
