/// A rule about modules (package targets, Xcode targets) rather than roles:
///
///     module Domain must not import UIKit, SwiftUI
///     module *Feature must not use module *Feature
///     module Core should not use module Networking
///
/// `must not` is an error, `should not` a warning. A module never breaks a `use` rule by using
/// itself, so `module *Feature must not use module *Feature` keeps each feature to itself.
/// Modules come from the package graph the plugins pass (`--module`), else from the SwiftPM
/// layout of the paths (`Sources/<Module>/…`).
package struct ModuleRule: Sendable, Hashable {
    package enum Constraint: Sendable, Hashable {
        /// `must not import M, …`: imports of these modules (name patterns).
        case imports([Pattern])
        /// `must not use module M, …`: references to types these modules declare.
        case uses([Pattern])
    }

    /// The modules the rule governs (`*Feature`).
    package var modules: Pattern
    package var constraint: Constraint
    package var severity: Severity
    package var origin: RuleOrigin

    package init(modules: Pattern, constraint: Constraint, severity: Severity, origin: RuleOrigin) {
        self.modules = modules
        self.constraint = constraint
        self.severity = severity
        self.origin = origin
    }
}

extension RulesParser {
    /// Reads a `module …` statement, `module` already read; returns the rule and the words of the
    /// modules it names after its verb.
    static func moduleRule(after keyword: Word, _ statement: inout Statement) throws(Diagnostic) -> (rule: ModuleRule, targets: [Word]) {
        guard let subject = statement.next() else {
            throw statement.error(at: keyword, "expected a module name pattern after 'module'", after: true)
        }
        let verbs = ["must not import", "should not import", "must not use module", "should not use module"]
        guard let verbStart = statement.peek() else {
            throw statement.error(at: subject, "expected \(verbs.map { "'\($0)'" }.joined(separator: ", ")) after 'module \(subject.text)'", after: true)
        }
        guard let verb = statement.takeVerb(from: verbs) else {
            let written = statement.rest(from: verbStart)
            let hint = written.hasPrefix("must not use") || written.hasPrefix("should not use")
                ? "; modules use modules: write 'module \(subject.text) \(written.hasPrefix("must") ? "must" : "should") not use module NAME'"
                : ""
            throw statement.error(at: verbStart, "unknown module rule 'module \(subject.text) \(written)'\(hint) (expected \(verbs.map { "'\($0)'" }.joined(separator: ", ")))")
        }
        let words = try statement.list(of: "module name patterns")
        var names: [Pattern] = []
        for word in words { names.append(try statement.pattern(word)) }
        let severity: Severity = verb.hasPrefix("must") ? .error : .warning
        let constraint: ModuleRule.Constraint = verb.hasSuffix("import") ? .imports(names) : .uses(names)
        let rule = ModuleRule(modules: try statement.pattern(subject), constraint: constraint, severity: severity,
                              origin: RuleOrigin(file: statement.file, line: statement.line))
        return (rule, words)
    }
}
