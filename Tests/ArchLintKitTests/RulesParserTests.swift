import ArchLintKit
import Testing

/// Every rules-file error: its exact `file:line:col: error: …` text, with a suggestion for a
/// misspelt keyword, preset, role or verb, and contradictions caught.
@Suite struct RulesParserTests {
    func error(_ text: String) -> String? {
        do {
            _ = try RulesParser.parse(text, file: "app.rules")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func everyErrorInAFileIsReportedInOneRun() {
        #expect(error("""
            use viper
            Interactr may use Presenter
            Presenter must not use Veiw
            ignore **/Generated/**
            no cycles amog types
            """) == """
            app.rules:2:1: error: unknown role 'Interactr'; did you mean 'Interactor'?
            app.rules:3:24: error: unknown role 'Veiw'; did you mean 'View'?
            app.rules:5:10: error: expected 'among' after 'no cycles'
            """)
    }

    @Test func aMisspeltUseIsReadAsMeantSoLaterLinesReportOnlyTheirOwnMistakes() {
        #expect(error("ues viper\nPresenter may use View\nInteractor must not use Veiw") == """
            app.rules:1:1: error: unknown keyword 'ues'; did you mean 'use'?
            app.rules:3:25: error: unknown role 'Veiw'; did you mean 'View'?
            """)
        #expect(error("Use vipr\nPresenter may use View\nInteractor must not use Veiw") == """
            app.rules:1:1: error: unknown keyword 'Use'; did you mean 'use'?
            app.rules:3:25: error: unknown role 'Veiw'; did you mean 'View'?
            """)
    }

    @Test func afterAUseThatCannotBeReadLaterLinesReportTheirOtherMistakesNotEveryRole() {
        #expect(error("use xyzzy\nPresenter may use View\nInteractor must not uze View") == """
            app.rules:1:5: error: unknown preset 'xyzzy' (presets: \(Presets.names.joined(separator: ", ")))
            app.rules:3:12: error: unknown rule 'Interactor must not uze'; did you mean 'must not use'? (expected 'is named', 'functions are named', 'inherits from', 'conforms to', 'is in', 'includes', 'may use', 'must not use', 'should not use', 'must not import', 'should not import', 'wires in', 'hosts', 'is plain data', 'must|should inherit from', 'must|should be final', 'must|should be annotated', 'must|should be a', 'must|should be named', 'must|should not store', 'must|should have a test', 'must|should be used through a protocol', 'must|should not declare public mutable state')
            """)
    }

    @Test func malformedPatternsAreErrorsAtTheirByte() {
        #expect(error("""
            use viper
            ignore **/Generated/[A-Z
            View is named *View[]
            Entity is named [Z-A]*
            Service is named Api]
            module Dom[ain must not import UIKit
            View must not use types UI[a-
            use mvvm in Sources/[!]/**
            """) == """
            app.rules:2:21: error: unclosed '[' in pattern '**/Generated/[A-Z'
            app.rules:3:20: error: empty set '[]' in pattern '*View[]'
            app.rules:4:18: error: range 'Z-A' runs backwards in pattern '[Z-A]*'
            app.rules:5:21: error: ']' closes no '[' in pattern 'Api]'
            app.rules:6:11: error: unclosed '[' in pattern 'Dom[ain'
            app.rules:7:27: error: unclosed '[' in pattern 'UI[a-'
            app.rules:8:21: error: empty set '[!]' in pattern 'Sources/[!]/**'
            """)
    }

    @Test func aMalformedPatternHidesNoMistakeOfTheLinesAfterIt() {
        // A broken `ignore` or `module` statement declares no role: the unknown role on the next
        // line is a mistake of its own, reported in the same run.
        #expect(error("use viper\nignore [A-Z\nFoo is named *Foo\nmodule Dom[ain must not import UIKit\nPresenter must not use Veiw") == """
            app.rules:2:8: error: unclosed '[' in pattern '[A-Z'
            app.rules:3:1: error: unknown role 'Foo' (declared roles: View, Presenter, Interactor, Router, Entity, DataManager, Service)
            app.rules:4:11: error: unclosed '[' in pattern 'Dom[ain'
            app.rules:5:24: error: unknown role 'Veiw'; did you mean 'View'?
            """)
    }

    @Test func misspeltKeywordSuggestsTheKeyword() {
        #expect(error("ues viper") == "app.rules:1:1: error: unknown keyword 'ues'; did you mean 'use'?")
    }

    @Test func misspeltPresetSuggestsThePresetAndListsThemAll() {
        #expect(error("use vipr") == "app.rules:1:5: error: unknown preset 'vipr'; did you mean 'viper'? (presets: clean-architecture, clean-swift, mvc, mvp, mvvm, mvvm-c, redux, tca, viper)")
    }

    @Test func misspeltRoleSuggestsTheRole() {
        #expect(error("use viper\nInteractr may use Presenter") == "app.rules:2:1: error: unknown role 'Interactr'; did you mean 'Interactor'?")
        #expect(error("use viper\nPresenter must not use Presentr") == "app.rules:2:24: error: unknown role 'Presentr'; did you mean 'Presenter'?")
        #expect(error("use viper\nView must not use concrete Ruoter") == "app.rules:2:28: error: unknown role 'Ruoter'; did you mean 'Router'?")
    }

    @Test func roleBeforeAnyDeclarationSaysHowToStart() {
        #expect(error("View may use Presenter") == "app.rules:1:1: error: unknown role 'View' (no roles are declared yet: start with 'roles …' or 'use PRESET')")
    }

    // MARK: Conventions

    private let conventionRoles = "roles View, Presenter, Service, Entity, ViewModel\n"

    @Test func everyConventionParsesWithItsSeverity() throws {
        let rules = try RulesParser.parse(conventionRoles + """
            ViewModel must inherit from BaseViewModel
            ViewModel should conform to ObservableObject, Observable*
            Presenter must be final
            Presenter should be annotated @MainActor
            Entity must be a struct or enum
            Service must be an actor, class
            Presenter must be named *Presenter
            View must not store Service, Entity
            """, file: "app.rules")
        #expect(rules.conventionRules.map { "\($0.subject) \($0.statement) (\($0.severity), line \($0.origin.line))" } == [
            "ViewModel must inherit from BaseViewModel (error, line 2)",
            "ViewModel should inherit from ObservableObject, Observable* (warning, line 3)",
            "Presenter must be final (error, line 4)",
            "Presenter should be annotated @MainActor (warning, line 5)",
            "Entity must be a struct or enum (error, line 6)",
            "Service must be an actor or class (error, line 7)",
            "Presenter must be named *Presenter (error, line 8)",
            "View must not store Service, Entity (error, line 9)",
        ])
    }

    @Test func aMisspeltConventionSuggestsTheVerb() {
        #expect(error(conventionRoles + "Presenter must be finl") == "app.rules:2:11: error: unknown rule 'Presenter must be finl'; did you mean 'must be final'? (expected \(Self.verbs))")
        #expect(error(conventionRoles + "View must not stor Service") == "app.rules:2:6: error: unknown rule 'View must not stor'; did you mean 'must not store'? (expected \(Self.verbs))")
    }

    @Test func aConventionNamingAnUnknownRoleSuggestsOne() {
        #expect(error(conventionRoles + "View must not store Servce") == "app.rules:2:21: error: unknown role 'Servce'; did you mean 'Service'?")
        #expect(error(conventionRoles + "Presentr must be final") == "app.rules:2:1: error: unknown role 'Presentr'; did you mean 'Presenter'?")
    }

    @Test func aConventionsKindOrAttributeMustBeOneItKnows() {
        #expect(error(conventionRoles + "Entity must be a strcut or enum") == "app.rules:2:18: error: unknown kind 'strcut'; did you mean 'struct'? (expected class, struct, enum or actor)")
        #expect(error(conventionRoles + "Entity must be a protocol") == "app.rules:2:18: error: unknown kind 'protocol' (expected class, struct, enum or actor)")
        #expect(error(conventionRoles + "Entity must be a struct enum") == "app.rules:2:25: error: expected 'or' between kinds, found 'enum'")
        #expect(error(conventionRoles + "Entity must be a struct or") == "app.rules:2:27: error: expected class, struct, enum or actor after 'or'")
        #expect(error(conventionRoles + "Presenter must be annotated MainActor") == "app.rules:2:29: error: expected an attribute such as '@MainActor', found 'MainActor'")
        #expect(error(conventionRoles + "Presenter must be final now") == "app.rules:2:25: error: unexpected 'now' at end of statement")
    }

    @Test func conventionsNoTypeCanKeepAtOnceContradict() {
        #expect(error(conventionRoles + "Entity must be a struct or enum\nEntity must be a class") == "app.rules:3:8: error: 'Entity must be a class' contradicts line 2: 'Entity must be a struct or enum'")
        #expect(error(conventionRoles + "Entity must be a struct\nEntity should be final") == "app.rules:3:8: error: 'Entity should be final' contradicts line 2: 'Entity must be a struct'")
        #expect(error(conventionRoles + "Presenter must be final\nPresenter should be final") == "app.rules:3:11: error: 'Presenter should be final' repeats line 2: 'Presenter must be final'")
        #expect(error(conventionRoles + "Presenter must be named *Presenter\nPresenter must be named *Screen") == "app.rules:3:11: error: 'Presenter must be named *Screen' repeats line 2: 'Presenter must be named *Presenter'")
    }

    /// mvvm says `ViewModel should be final`; a project whose view models are structs says so
    /// in its own file, and its word replaces the preset's instead of contradicting it.
    @Test func aProjectsConventionReplacesThePresetsItContradicts() throws {
        let structs = try RulesParser.parse("use mvvm\nViewModel must be a struct", file: "app.rules")
        #expect(structs.conventionRules.map { "\($0.subject) \($0.statement) [\($0.origin)]" } == ["ViewModel must be a struct [app.rules:2]"])
        let stricter = try RulesParser.parse("use mvvm\nViewModel must be final", file: "app.rules")
        #expect(stricter.conventionRules.map { "\($0.subject) \($0.statement) [\($0.origin)]" } == ["ViewModel must be final [app.rules:2]"])
    }

    @Test func conventionsThatMayStandTogetherDoNotContradict() throws {
        let rules = try RulesParser.parse(conventionRoles + """
            Presenter must be final
            Presenter must be a class
            Presenter must be annotated @MainActor
            Presenter must inherit from BasePresenter
            Presenter should inherit from Screen
            """, file: "app.rules")
        #expect(rules.conventionRules.count == 5)
    }

    @Test func theStatementsOfTestsProtocolsAndPublicStateParse() throws {
        let rules = try RulesParser.parse(conventionRoles + """
            Presenter must have a test
            Service should be used through a protocol
            Entity must not declare public mutable state
            Domain/**, Core/** should not declare public mutable state
            Domain/** must be a struct or enum
            """, file: "app.rules")
        #expect(rules.conventionRules.map { "\($0.subject) \($0.statement) (\($0.severity), line \($0.origin.line))" } == [
            "Presenter must have a test (error, line 2)",
            "Service should be used through a protocol (warning, line 3)",
            "Entity must not declare public mutable state (error, line 4)",
            "Domain/**, Core/** should not declare public mutable state (warning, line 5)",
            "Domain/** must be a struct or enum (error, line 6)",
        ])
    }

    @Test func aMisspeltTestProtocolOrStateConventionSuggestsTheVerb() {
        #expect(error(conventionRoles + "Presenter must have a tset") == "app.rules:2:11: error: unknown rule 'Presenter must have a'; did you mean 'must have a test'? (expected \(Self.verbs))")
        #expect(error(conventionRoles + "Service must be used thru a protocol") == "app.rules:2:9: error: unknown rule 'Service must be used'; did you mean 'must be used through a protocol'? (expected \(Self.verbs))")
        #expect(error(conventionRoles + "Domain/** must not declare public mutable stat") == "app.rules:2:11: error: unknown rule 'Domain/** must not declare'; did you mean 'must not declare public mutable state'? (expected \(Self.conventions))")
        #expect(error(conventionRoles + "Domain/** may use Service") == "app.rules:2:11: error: unknown rule 'Domain/** may use Service' (expected \(Self.conventions))")
    }

    @Test func aPathsConventionNeedsPathsAndAVerb() {
        #expect(error(conventionRoles + "Domain/** must have a test now") == "app.rules:2:28: error: unexpected 'now' at end of statement")
        #expect(error(conventionRoles + "Domain/[a must be final") == "app.rules:2:8: error: unclosed '[' in pattern 'Domain/[a'")
        #expect(error(conventionRoles + "Domain/**") == "app.rules:2:10: error: expected \(Self.conventions) after 'Domain/**'")
        #expect(error(conventionRoles + "Domain/**,") == "app.rules:2:11: error: expected a path pattern after ','")
        #expect(error(conventionRoles + "Domain must not declare public mutable state") == "app.rules:2:1: error: unknown role 'Domain' (declared roles: View, Presenter, Service, Entity, ViewModel)")
    }

    @Test func aTestProtocolOrStateConventionSaidTwiceRepeats() {
        #expect(error(conventionRoles + "Presenter must have a test\nPresenter should have a test") == "app.rules:3:11: error: 'Presenter should have a test' repeats line 2: 'Presenter must have a test'")
        #expect(error(conventionRoles + "Domain/** must not declare public mutable state\nDomain/** must not declare public mutable state") == "app.rules:3:11: error: 'Domain/** must not declare public mutable state' repeats line 2: 'Domain/** must not declare public mutable state'")
    }

    private static let conventions = "'must|should inherit from', 'must|should be final', 'must|should be annotated', 'must|should be a', 'must|should be named', 'must|should not store', 'must|should have a test', 'must|should be used through a protocol', 'must|should not declare public mutable state'"

    private static let verbs = "'is named', 'functions are named', 'inherits from', 'conforms to', 'is in', 'includes', 'may use', 'must not use', 'should not use', 'must not import', 'should not import', 'wires in', 'hosts', 'is plain data', 'must|should inherit from', 'must|should be final', 'must|should be annotated', 'must|should be a', 'must|should be named', 'must|should not store', 'must|should have a test', 'must|should be used through a protocol', 'must|should not declare public mutable state'"

    @Test func misspeltVerbSuggestsTheVerb() {
        #expect(error("use viper\nInteractor may uses Presenter") == "app.rules:2:12: error: unknown rule 'Interactor may uses Presenter'; did you mean 'may use'? (expected 'is named', 'functions are named', 'inherits from', 'conforms to', 'is in', 'includes', 'may use', 'must not use', 'should not use', 'must not import', 'should not import', 'wires in', 'hosts', 'is plain data', 'must|should inherit from', 'must|should be final', 'must|should be annotated', 'must|should be a', 'must|should be named', 'must|should not store', 'must|should have a test', 'must|should be used through a protocol', 'must|should not declare public mutable state')")
    }

    @Test func hostsNamesOtherDeclaredRoles() {
        #expect(error("use mvvm-c\nView hosts Coordinater") == "app.rules:2:12: error: unknown role 'Coordinater'; did you mean 'Coordinator'?")
        #expect(error("use mvvm-c\nView hosts View") == "app.rules:2:12: error: 'View hosts View' names its own role: dependencies within one role are always allowed")
        #expect(error("use mvvm-c\nView hosts") == "app.rules:2:11: error: expected roles after 'hosts'")
    }

    @Test func syntaxErrorsPointAtTheWord() {
        #expect(error("use viper\nInteractor may use Presenter Entity") == "app.rules:2:30: error: expected ',' between roles, found 'Entity'")
        #expect(error("use viper\nInteractor may use") == "app.rules:2:19: error: expected roles after 'use'")
        #expect(error("use") == "app.rules:1:4: error: expected a preset name after 'use'")
        #expect(error("use mvvm at Features/**") == "app.rules:1:10: error: expected 'in PATH-PATTERN' or the end of the statement after 'use mvvm', found 'at'")
        #expect(error("composition Foo") == "app.rules:1:1: error: expected 'composition roots NAME-PATTERN, …'")
        #expect(error("roles 9Lives") == "app.rules:1:7: error: '9Lives' is not a role name: use letters and digits, starting with a letter")
        #expect(error("use viper\nView wires in") == "app.rules:2:14: error: expected member names after 'in'")
    }

    @Test func unknownCycleLevelSuggestsOne() {
        #expect(error("no cycles among tyeps") == "app.rules:1:17: error: unknown cycle level 'tyeps'; did you mean 'types'? (expected 'types', 'roles', 'modules')")
    }

    @Test func allowingAndDenyingTheSameRoleContradicts() {
        #expect(error("roles A, B\nA may use B\nA must not use B") == "app.rules:3:16: error: 'A must not use B' contradicts line 2: 'A may use B'")
        #expect(error("roles A, B\nA must not use B\nA may use B") == "app.rules:3:11: error: 'A may use B' contradicts line 2: 'A must not use B'")
    }

    @Test func aWarningOnAnAllowedRoleIsNoContradiction() throws {
        let rules = try RulesParser.parse("roles A, B\nA may use B\nA should not use B", file: "app.rules")
        #expect(rules.denyRules.map(\.severity) == [.warning])
    }

    @Test func oneTypeListedInTwoRolesContradicts() {
        #expect(error("roles A, B\nA includes Foo\nB includes Foo") == "app.rules:3:12: error: 'Foo' cannot be both A (app.rules:2) and B")
    }

    @Test func twoAllowListsForOneRoleInOneFileContradict() {
        #expect(error("roles A, B\nA may use B\nA may use B") == "app.rules:3:3: error: 'A may use' is already given at line 2; write one allow-list per role")
    }

    @Test func denyingTheOwnRoleIsAMistake() {
        #expect(error("roles A\nA must not use A") == "app.rules:2:16: error: 'A must not use A' names its own role: dependencies within one role are always allowed")
    }

    @Test func aProjectFileMayReplaceItsPresetsAllowList() throws {
        // Overriding a preset is not a contradiction: the later allow-list governs.
        let rules = try RulesParser.parse("use viper\nPresenter may use View, Interactor, Router, Entity, Service", file: "app.rules")
        #expect(rules.allowRule(for: "Presenter")?.allowed == ["View", "Interactor", "Router", "Entity", "Service"])
    }

    @Test func everyStatementKindParses() throws {
        let rules = try RulesParser.parse("""
            use viper
            use mvvm in Features/Settings/**
            Presenter includes LoginHandler, Legacy.Thing
            Entity is named *.*.Payload
            View conforms to @Observable
            View must not use concrete Router, types UI*, SwiftUI.*
            Interactor wires in setup(), configure
            composition roots AppDependency, *Assembly
            ignore **/Generated/**, **/*Tests/**
            no cycles among roles
            """, file: "app.rules")
        #expect(rules.presets == ["viper", "mvvm in Features/Settings/**"])
        #expect(rules.roles == ["View", "Presenter", "Interactor", "Router", "Entity", "DataManager", "Service", "ViewModel", "Model"])
        #expect(rules.denyRules.last?.targets == [.concreteRole("Router"), .types(Pattern("UI*")), .types(Pattern("SwiftUI.*"))])
        #expect(rules.wiringRules.last?.members == ["setup", "configure"])
        #expect(rules.compositionRoots.last?.patterns == [Pattern("AppDependency"), Pattern("*Assembly")])
        // The presets ignore generated code; the file adds tests.
        #expect(rules.ignoredPaths == [Pattern("**/*.generated.swift"), Pattern("**/Generated/**"), Pattern("**/*Tests/**")])
        #expect(rules.cycleRules.map(\.level) == [.roles])
        let scoped = rules.allowRules.filter { !$0.scope.isEverywhere }.map(\.role)
        #expect(scoped == ["View", "ViewModel", "Service", "Model"])
    }

    @Test func globsHandleFoldersAndSeveralStars() {
        #expect(Pattern("**/*Models.swift").matchesPath("Search/SearchModels.swift"))
        #expect(Pattern("**/*Models.swift").matchesPath("SearchModels.swift"))
        #expect(!Pattern("**/*Models.swift").matchesPath("Search/Models/Order.swift"))
        #expect(Pattern("Features/*/View*.swift").matchesPath("Features/Login/ViewLogin.swift"))
        #expect(!Pattern("Features/*.swift").matchesPath("Features/Login/A.swift"))
        #expect(Pattern("**/Generated/**").matchesPath("App/Generated/R.swift"))
        #expect(Pattern("*.*.ViewModel").matchesQualifiedName("Search.FetchRepositories.ViewModel"))
        #expect(!Pattern("*.*.ViewModel").matchesQualifiedName("Search.ViewModel"))
        #expect(!Pattern("*.*.ViewModel").matchesQualifiedName("LoginViewModel"))
        #expect(Pattern("*View*Controller").matchesName("ViewXController"))
    }
}
