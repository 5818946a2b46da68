@testable import ArchLintKit
import Testing

/// Lints sources given as (relative path, text) pairs with a rules text.
func lint(_ sources: [(String, String)], rules text: String) throws -> LintResult {
    let rules = try RulesParser.parse(text, file: "app.rules")
    let scanned = sources.map { Scanner.scan(source: $0.1, path: $0.0) }
    return Pipeline.run(scanned: scanned, relativePaths: sources.map(\.0), rules: rules)
}

/// `TYPE: ROLE (reason)` for every type, in declaration order.
func roles(_ result: LintResult) -> [String] {
    result.project.types.map { type in
        let assignment = result.classification.assignments[type.id]
        var line = "\(type.qualifiedName): \(assignment.role ?? "-") (\(assignment.reason))"
        if let conflict = assignment.conflict { line += " [conflict: \(conflict)]" }
        return line
    }
}

/// The documented precedence: annotation > config (explicit lists, composition roots) >
/// inheritance/conformance > name (qualified before simple) > path.
@Suite struct ClassifierPrecedenceTests {
    @Test func annotationBeatsEveryOtherSignal() throws {
        let result = try lint([("Entities/LoginViewController.swift", """
            // archlint:role Presenter
            final class LoginViewController: UIViewController {}
            """)], rules: "use viper\nView includes LoginViewController")
        #expect(roles(result) == ["LoginViewController: Presenter (annotated '// archlint:role Presenter' at line 1)"])
    }

    @Test func explicitListBeatsInheritance() throws {
        let result = try lint([("LoginHandler.swift", "final class LoginHandler: UIViewController {}")],
                              rules: "use viper\nPresenter includes LoginHandler")
        #expect(roles(result) == ["LoginHandler: Presenter (listed in 'Presenter includes' at app.rules:2)"])
    }

    @Test func conformanceBeatsNameAndNameBeatsPath() throws {
        let result = try lint([
            ("Contracts.swift", "protocol AnyInteractor {}\nprotocol LoginInteractorInput: AnyInteractor {}"),
            ("Entities/UserPresenter.swift", "final class UserPresenter: LoginInteractorInput {}\nfinal class UserFormatter {}"),
            ("Entities/User.swift", "struct User {}"),
        ], rules: "use viper")
        #expect(roles(result) == [
            "AnyInteractor: Interactor (name matches '*Interactor')",
            "LoginInteractorInput: Interactor (conforms to AnyInteractor (Interactor))",
            "UserPresenter: Interactor (conforms to LoginInteractorInput (Interactor))",
            "UserFormatter: Entity (path matches '**/Entities/**')",
            "User: Entity (path matches '**/Entities/**')",
        ])
    }

    @Test func disagreeingSupertypesAreAConflictNotAGuess() throws {
        let result = try lint([("Mixed.swift", """
            protocol AnyPresenter {}
            protocol AnyInteractor {}
            final class Mixed: AnyPresenter, AnyInteractor {}
            final class MixedPresenter: AnyPresenter, AnyInteractor {}
            """)], rules: "use viper")
        #expect(roles(result) == [
            "AnyPresenter: Presenter (name matches '*Presenter')",
            "AnyInteractor: Interactor (name matches '*Interactor')",
            "Mixed: - (conflicting supertypes) [conflict: conforms to AnyPresenter (Presenter); conforms to AnyInteractor (Interactor)]",
            "MixedPresenter: Presenter (name matches '*Presenter', among conflicting supertypes) [conflict: conforms to AnyPresenter (Presenter); conforms to AnyInteractor (Interactor)]",
        ])
    }

    @Test func qualifiedNamePatternsBeatSimpleOnes() throws {
        let result = try lint([("Search.swift", """
            enum Search { enum FetchRepositories { struct ViewModel {} } }
            final class SearchViewModel {}
            """)], rules: "roles ViewModel, Model\nViewModel is named *ViewModel\nModel is named *.*.ViewModel")
        #expect(roles(result) == [
            "Search: - (no rule matches)",
            "Search.FetchRepositories: - (no rule matches)",
            "Search.FetchRepositories.ViewModel: Model (qualified name matches '*.*.ViewModel')",
            "SearchViewModel: ViewModel (name matches '*ViewModel')",
        ])
    }

    @Test func frameworkBasesAndAttributesGiveRoles() throws {
        let result = try lint([("Screens.swift", """
            import SwiftUI
            struct ProfileScreenBody: View { var body: some View { Text("ProfileViewModel") } }
            final class SettingsBox: ObservableObject {}
            @Observable final class Preferences {}
            final class BadgeLabel: UILabel {}
            """)], rules: "use mvvm\nViewModel conforms to ObservableObject, @Observable")
        #expect(roles(result) == [
            "ProfileScreenBody: View (inherits from View)",
            "SettingsBox: ViewModel (inherits from ObservableObject)",
            "Preferences: ViewModel (marked @Observable)",
            "BadgeLabel: View (inherits from UILabel)",
        ])
    }

    @Test func compositionRootsTakeNoRoleAndTheirReferencesAreConstruction() throws {
        let result = try lint([("App.swift", """
            final class HomeViewControllerFactory {
                func make() -> HomeViewController { HomeViewController(interactor: HomeInteractor()) }
            }
            final class HomeViewController: UIViewController {}
            final class HomeInteractor {}
            """)], rules: "use viper")
        #expect(roles(result) == [
            "HomeViewControllerFactory: - (composition root (name matches '*Factory'))",
            "HomeViewController: View (inherits from UIViewController)",
            "HomeInteractor: Interactor (name matches '*Interactor')",
        ])
        #expect(result.violations.isEmpty)
    }

    @Test func typesNestedInACompositionRootAreConstructionAndOtherNestedTypesAreNot() throws {
        let result = try lint([("Home.swift", """
            enum HomeModuleBuilder {
                struct Dependencies { let interactor: HomeInteractor }
            }
            enum Home {
                final class Presenter { let interactor: HomeInteractor? = nil }
                struct ScreenFactory { let view: HomeView }
                enum Scene {
                    struct Layout { struct Grid {} }
                    struct Mocks { struct Nested {} }
                }
            }
            final class HomeInteractor { let view: HomeView? = nil }
            final class HomeView: UIView {}
            """)], rules: "use viper")
        #expect(roles(result) == [
            "HomeModuleBuilder: - (composition root (name matches '*Builder'))",
            "HomeModuleBuilder.Dependencies: - (nested in composition root HomeModuleBuilder)",
            "Home: - (no rule matches)",
            "Home.Presenter: Presenter (name matches '*Presenter')",
            "Home.ScreenFactory: - (composition root (name matches '*Factory'))",
            "Home.Scene: - (no rule matches)",
            "Home.Scene.Layout: - (no rule matches)",
            "Home.Scene.Layout.Grid: - (no rule matches)",
            "Home.Scene.Mocks: - (composition root (name matches 'Mock*'))",
            "Home.Scene.Mocks.Nested: - (nested in composition root Home.Scene.Mocks)",
            "HomeInteractor: Interactor (name matches '*Interactor')",
            "HomeView: View (inherits from UIView)",
        ])
        #expect(result.violations.map(\.message) == [
            "Interactor 'HomeInteractor' must not use View 'HomeView'; Interactor may use Presenter, Entity, DataManager, Service",
        ])
    }

    @Test func aModuleQualifiedSupertypeMatchesByItsLastComponent() throws {
        let result = try lint([("Login.swift", """
            final class LoginScreen: UIKit.UIViewController {}
            final class LoginBanner: UIView {}
            struct LoginBadge: SwiftUI.View { var body: some SwiftUI.View { EmptyView() } }
            """)], rules: "use viper")
        #expect(roles(result) == [
            "LoginScreen: View (inherits from UIKit.UIViewController (matches 'UIViewController'))",
            "LoginBanner: View (inherits from UIView)",
            "LoginBadge: View (inherits from SwiftUI.View (matches 'View'))",
        ])
    }

    @Test func anAnnotationNamingAnUnknownRoleIsReported() throws {
        let result = try lint([("A.swift", "// archlint:role Presentr\nfinal class LoginPresenter {}")], rules: "use viper")
        #expect(roles(result) == ["LoginPresenter: Presenter (name matches '*Presenter') [conflict: annotation names unknown role 'Presentr' at line 1]"])
    }

    @Test func topLevelFunctionsTakeRolesOnlyByFunctionNamePatterns() throws {
        let result = try lint([("App.swift", """
            func authReducer(action: AuthAction, state: AuthState) -> AuthState { state }
            func dispatchFetchQuotesAction(store: MainStore) {}
            struct LoginAction {}
            """)], rules: "use redux")
        #expect(roles(result) == [
            "authReducer: Reducer (name matches '*Reducer')",
            "dispatchFetchQuotesAction: - (no rule matches)",
            "LoginAction: Action (name matches '*Action')",
        ])
    }
}

/// Types are classified in waves, each after its supertypes; the waves give what classifying one
/// type after another would.
@Suite struct ClassifierWaveTests {
    @Test func wavesPutEveryTypeAfterItsSupertypesAndCutCycles() {
        // 0 ← 1 ← 2 (a chain), 3 inherits from 0 and 2 (a diamond's tip), 4 ⇄ 5 (a cycle), 6 alone.
        let graph = Supertypes([[], [0], [1], [0, 2], [5], [4], [nil]])
        #expect(Classifier.waves(graph) == [[0, 5, 6], [1, 4], [2], [3]])
    }

    @Test func aProjectWithoutTypesHasNoAssignmentsAndNoWaves() {
        let project = ProjectBuilder.build([Scanner.scan(source: "import UIKit\nextension UIView { func round() {} }", path: "UIView+Round.swift")])
        #expect(project.types.isEmpty)
        #expect(Classifier.classify(project, rules: RuleSet()).assignments.isEmpty)
        #expect(Classifier.waves(Supertypes([])).isEmpty)
    }

    @Test func aRoleFollowsAChainOfProjectSupertypesAndACycleEndsTheSearch() throws {
        let result = try lint([("Contracts.swift", """
            protocol AnyPresenter {}
            protocol LoginPresenterInput: AnyPresenter {}
            protocol LoginPresenting: LoginPresenterInput {}
            final class LoginHandler: LoginPresenting {}
            class Loop: Knot {}
            class Knot: Loop {}
            """)], rules: "use viper")
        #expect(roles(result) == [
            "AnyPresenter: Presenter (name matches '*Presenter')",
            "LoginPresenterInput: Presenter (conforms to AnyPresenter (Presenter))",
            "LoginPresenting: Presenter (conforms to LoginPresenterInput (Presenter))",
            "LoginHandler: Presenter (conforms to LoginPresenting (Presenter))",
            "Loop: - (no rule matches)",
            "Knot: - (no rule matches)",
        ])
    }
}
