/// An error in a rules file, at the word that caused it.
public struct RulesError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// Reads the rules language: one statement per line, `#` starts a comment.
///
///     roles View, Presenter, Interactor
///     use viper
///     Presenter is named *Presenter
///     View inherits from UIViewController, UIView
///     Entity is in **/Entities/**
///     Interactor may use Presenter, Entity
///     ViewModel must not use View, types UI*
///     Interactor must not import UIKit, SwiftUI
///     Presenter should not import UIKit
public struct RulesParser {
    /// Reads a preset's text by name; `use NAME` calls it.
    public typealias PresetLookup = (String) -> String?

    private let presetLookup: PresetLookup
    public private(set) var ruleSet = RuleSet()
    /// Presets being read, innermost last, to reject `use` cycles.
    private var presetStack: [String] = []

    public init(presetLookup: @escaping PresetLookup = Presets.text(of:)) {
        self.presetLookup = presetLookup
    }

    /// Parses a rules file (and the presets it uses) into a ``RuleSet``.
    public static func parse(_ text: String, file: String, presetLookup: @escaping PresetLookup = Presets.text(of:)) throws(RulesError) -> RuleSet {
        var parser = RulesParser(presetLookup: presetLookup)
        try parser.read(text, file: file)
        return parser.ruleSet
    }

    /// A rule set that applies the named presets, as `--preset` does.
    public static func presets(_ names: [String], presetLookup: @escaping PresetLookup = Presets.text(of:)) throws(RulesError) -> RuleSet {
        let text = names.map { "use \($0)" }.joined(separator: "\n")
        return try parse(text, file: "--preset", presetLookup: presetLookup)
    }

    /// Adds the statements of another file to the rule set read so far.
    public mutating func read(_ text: String, file: String) throws(RulesError) {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let words = Self.words(of: line)
            if words.isEmpty { continue }
            var statement = Statement(words: words, file: file, line: lineNumber)
            try readStatement(&statement)
        }
    }

    // MARK: Statements

    private static let verbs = ["is named", "inherits from", "conforms to", "is in", "may use", "must not use",
                                "should not use", "must not import", "should not import"]

    private mutating func readStatement(_ statement: inout Statement) throws(RulesError) {
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
            guard let name = statement.next() else { throw statement.error(at: first, "expected a preset name after 'use'") }
            try statement.expectEnd()
            try usePreset(name, in: statement)
        default:
            try readRoleStatement(role: first, &statement)
        }
    }

    private mutating func usePreset(_ name: Word, in statement: Statement) throws(RulesError) {
        guard let text = presetLookup(name.text) else {
            let hint = Suggestion.closest(to: name.text, in: Presets.names).map { "; did you mean '\($0)'?" } ?? ""
            throw statement.error(at: name, "unknown preset '\(name.text)'\(hint) (presets: \(Presets.names.joined(separator: ", ")))")
        }
        guard !presetStack.contains(name.text) else {
            throw statement.error(at: name, "preset '\(name.text)' uses itself: \((presetStack + [name.text]).joined(separator: " → "))")
        }
        if ruleSet.presets.contains(name.text) { return }
        presetStack.append(name.text)
        try read(text, file: "preset \(name.text)")
        presetStack.removeLast()
        ruleSet.presets.append(name.text)
    }

    private mutating func readRoleStatement(role: Word, _ statement: inout Statement) throws(RulesError) {
        guard ruleSet.roles.contains(role.text) else {
            let keywords = ["roles", "use"]
            if let keyword = Suggestion.closest(to: role.text, in: keywords) {
                throw statement.error(at: role, "unknown keyword '\(role.text)'; did you mean '\(keyword)'?")
            }
            if let known = Suggestion.closest(to: role.text, in: ruleSet.roles) {
                throw statement.error(at: role, "unknown role '\(role.text)'; did you mean '\(known)'?")
            }
            let declared = ruleSet.roles.isEmpty ? "no roles are declared yet: start with 'roles …' or 'use PRESET'"
                : "declared roles: \(ruleSet.roles.joined(separator: ", "))"
            throw statement.error(at: role, "unknown role '\(role.text)' (\(declared))")
        }
        guard let verbStart = statement.peek() else {
            throw statement.error(at: role, "expected \(Self.verbList) after '\(role.text)'")
        }
        let origin = RuleOrigin(file: statement.file, line: statement.line)
        let verb = statement.takeVerb(from: Self.verbs)
        switch verb {
        case "is named":
            let patterns = try statement.list(of: "name patterns").map { Pattern($0.text) }
            ruleSet.roleRules.append(RoleRule(role: role.text, signal: .name(patterns), origin: origin))
        case "inherits from", "conforms to":
            let patterns = try statement.list(of: "type name patterns").map { Pattern($0.text) }
            ruleSet.roleRules.append(RoleRule(role: role.text, signal: .inheritance(patterns), origin: origin))
        case "is in":
            let patterns = try statement.list(of: "path patterns").map { Pattern($0.text) }
            ruleSet.roleRules.append(RoleRule(role: role.text, signal: .path(patterns), origin: origin))
        case "may use":
            let roles = try statement.list(of: "roles")
            for target in roles { try checkRole(target, in: statement) }
            ruleSet.allowRules.append(AllowRule(role: role.text, allowed: roles.map(\.text), origin: origin))
        case "must not use", "should not use":
            var targets: [DependencyTargetPattern] = []
            var inTypes = false
            for item in try statement.list(of: "roles or 'types PATTERN'") {
                if item.text == "types" {
                    inTypes = true
                } else if item.text.hasPrefix("types ") {
                    inTypes = true
                    targets.append(.types(Pattern(String(item.text.dropFirst(6)))))
                } else if inTypes {
                    targets.append(.types(Pattern(item.text)))
                } else {
                    try checkRole(item, in: statement)
                    targets.append(.role(item.text))
                }
            }
            ruleSet.denyRules.append(DenyRule(
                role: role.text, targets: targets, severity: verb == "must not use" ? .error : .warning, origin: origin))
        case "must not import", "should not import":
            let modules = try statement.list(of: "module names").map(\.text)
            ruleSet.importRules.append(ImportRule(
                role: role.text, modules: modules, severity: verb == "must not import" ? .error : .warning, origin: origin))
        default:
            let written = statement.rest(from: verbStart)
            let hint = Suggestion.closest(to: written, in: Self.verbs, maximumDistance: 3).map { "; did you mean '\($0)'?" } ?? ""
            throw statement.error(at: verbStart, "unknown rule '\(role.text) \(written)'\(hint) (expected \(Self.verbList))")
        }
    }

    private static var verbList: String { verbs.map { "'\($0)'" }.joined(separator: ", ") }

    private func checkRole(_ word: Word, in statement: Statement) throws(RulesError) {
        guard !ruleSet.roles.contains(word.text) else { return }
        let hint = Suggestion.closest(to: word.text, in: ruleSet.roles).map { "; did you mean '\($0)'?" } ?? ""
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

        /// Consumes the longest verb phrase that the next words spell, or nothing.
        mutating func takeVerb(from verbs: [String]) -> String? {
            for verb in verbs.sorted(by: { $0.count > $1.count }) {
                let parts = verb.split(separator: " ")
                guard position + parts.count <= words.count else { continue }
                if zip(parts, words[position...]).allSatisfy({ String($0) == $1.text }) {
                    position += parts.count
                    return verb
                }
            }
            return nil
        }

        /// A comma-separated list; `types UI*` stays one item.
        mutating func list(of what: String) throws(RulesError) -> [Word] {
            var items: [Word] = []
            var expectingItem = true
            let start = position
            while let word = next() {
                if word.text == "," {
                    guard !expectingItem else { throw error(at: word, "expected \(what) before ','") }
                    expectingItem = true
                } else if expectingItem {
                    items.append(word)
                    expectingItem = word.text == "types"
                } else if items.last?.text == "types" {
                    items[items.count - 1] = Word(text: "types " + word.text, column: items[items.count - 1].column)
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

        func expectEnd() throws(RulesError) {
            if let extra = peek() { throw error(at: extra, "unexpected '\(extra.text)' at end of statement") }
        }

        func rest(from word: Word) -> String {
            guard let start = words.firstIndex(where: { $0.column == word.column }) else { return word.text }
            return words[start...].prefix(3).map(\.text).joined(separator: " ")
        }

        func error(at word: Word, _ message: String, after: Bool = false) -> RulesError {
            RulesError(file: file, line: line, column: after ? word.column + word.text.utf8.count : word.column, message: message)
        }
    }
}

/// "Did you mean …?": the closest candidate by edit distance, if it is close enough.
enum Suggestion {
    static func closest(to word: String, in candidates: [String], maximumDistance: Int = 2) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased())
            if distance <= maximumDistance, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
