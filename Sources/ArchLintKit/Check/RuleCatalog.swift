/// What each rule ArchLint reports means and how to fix it: SARIF's `tool.driver.rules`, the
/// JUnit and summary reports, and the check that an `archlint:ignore` names a real rule.
package struct RuleDescription: Sendable, Hashable {
    /// The identifier printed in brackets (`forbidden-dependency`).
    package var id: String
    /// A PascalCase name, as SARIF viewers show it (`ForbiddenDependency`).
    package var name: String
    /// One sentence: what the rule reports.
    package var summary: String
    /// What to do about it, in Markdown-free prose.
    package var help: String
    /// The severity a violation usually has (the rules file may say otherwise).
    package var defaultSeverity: Severity
}

package enum RuleCatalog {
    /// Every rule, in the order reports list them.
    package static let rules: [RuleDescription] = [
        RuleDescription(
            id: RuleID.forbiddenDependency, name: "ForbiddenDependency",
            summary: "A type uses a type whose role its role may not use.",
            help: """
                The rules file says which roles each role may use ('Interactor may use Presenter, Entity') \
                or must not use ('ViewModel must not use View'). Depend on an abstraction the rules allow \
                (a protocol of an allowed role), move the code to a role that may use the target, or change \
                the rules if the architecture really allows it. Suppress one occurrence with \
                '// archlint:ignore forbidden-dependency -- reason'.
                """,
            defaultSeverity: .error),
        RuleDescription(
            id: RuleID.forbiddenImport, name: "ForbiddenImport",
            summary: "A file declaring a type of some role imports a module that role must not import.",
            help: """
                The rules file forbids the import ('Interactor must not import UIKit'). Move the code that \
                needs the module to a role that may import it, or pass the values it needs in plain types.
                """,
            defaultSeverity: .error),
        RuleDescription(
            id: RuleID.forbiddenModuleDependency, name: "ForbiddenModuleDependency",
            summary: "A module uses a type declared in a module its rules forbid it to use.",
            help: """
                The rules file forbids the use ('module *Feature must not use module *Feature'). Let the \
                module that composes both (the app) connect them, for example by passing a closure or a \
                protocol the used module implements, or move the shared type down to a module both may use.
                """,
            defaultSeverity: .error),
        RuleDescription(
            id: RuleID.dependencyCycle, name: "DependencyCycle",
            summary: "Types depend on each other in a circle across roles.",
            help: """
                A cycle ties its types together so none can change or be tested alone. Break it by making \
                one side depend on a protocol the other side implements.
                """,
            defaultSeverity: .error),
        RuleDescription(
            id: RuleID.roleConvention, name: "RoleConvention",
            summary: "A type does not have the shape its role's conventions ask for.",
            help: """
                The rules file says what every type of the role must be ('Presenter must be final', \
                'ViewModel must inherit from BaseViewModel', 'View must not store Service'). Change the type, \
                or give it another role if it is not one. Suppress one occurrence with \
                '// archlint:ignore role-convention -- reason'.
                """,
            defaultSeverity: .error),
        RuleDescription(
            id: RuleID.invalidSuppression, name: "InvalidSuppression",
            summary: "An archlint:ignore comment cannot be applied.",
            help: """
                Write '// archlint:ignore RULE -- reason' on the line of the violation or the line above it, \
                or '// archlint:ignore-file RULE -- reason' anywhere in the file. The reason is required: it is \
                what a reviewer reads, and what SARIF carries as the justification.
                """,
            defaultSeverity: .warning),
        RuleDescription(
            id: RuleID.unusedSuppression, name: "UnusedSuppression",
            summary: "An archlint:ignore comment suppresses nothing.",
            help: "The violation it was written for is gone: delete the comment so it cannot hide a new one.",
            defaultSeverity: .warning),
        RuleDescription(
            id: RuleID.staleBaseline, name: "StaleBaseline",
            summary: "A baseline entry's violations are fixed.",
            help: """
                Ratchet the baseline down so the fixed violations cannot come back unnoticed: run \
                'archlint lint --baseline FILE --write-baseline FILE'.
                """,
            defaultSeverity: .warning),
        RuleDescription(
            id: RuleID.unmatchedPattern, name: "UnmatchedPattern",
            summary: "A pattern of the rules file matches no file, type or module.",
            help: """
                The rule it belongs to checks nothing, so the run would pass whatever the code does. Fix \
                the pattern (a misspelt folder or name), or delete the rule if its code is gone.
                """,
            defaultSeverity: .warning),
    ]

    package static func description(of id: String) -> RuleDescription? {
        rules.first { $0.id == id }
    }

    /// The rules a user may name in an `archlint:ignore` comment: every checking rule, so a
    /// rule added to the catalog can be suppressed at once. Warnings about the comments and the
    /// baseline themselves cannot be.
    package static var suppressibleIDs: [String] {
        let meta: Set = [RuleID.invalidSuppression, RuleID.unusedSuppression, RuleID.staleBaseline, RuleID.unmatchedPattern]
        return rules.map(\.id).filter { !meta.contains($0) }
    }
}
