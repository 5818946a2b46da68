@testable import ArchLintKit
import Testing

/// How a forbidden dependency's severity follows the strength of its ends' roles.
@Suite struct RoleStrengthTests {
    func lines(_ result: LintResult) -> [String] {
        result.violations.map { "\($0.file):\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }
    }

    /// A plain `Codable` struct outside any Entities folder (the data role by its shape alone)
    /// that references a Presenter is an error: plain data holding a Presenter is wrong whatever
    /// its role. So is one inside Entities/.
    @Test func plainCodableDataHoldingAPresenterIsAnErrorInOrOutOfItsFolder() throws {
        let presenter = ("Feed/FeedPresenter.swift", "final class FeedPresenter { func viewDidLoad() {} }")
        let outside = try lint([presenter, ("Feed/FeedDraft.swift", "struct FeedDraft: Codable { let title: String; let presenter: FeedPresenter }")], rules: "use viper")
        #expect(lines(outside) == [
            "Feed/FeedDraft.swift:1:63: error: Entity 'FeedDraft' must not use Presenter 'FeedPresenter'; Entity may use Entity [forbidden-dependency]",
        ])
        let inside = try lint([presenter, ("Entities/FeedDraft.swift", "struct FeedDraft: Codable { let title: String; let presenter: FeedPresenter }")], rules: "use viper")
        #expect(lines(inside) == [
            "Entities/FeedDraft.swift:1:63: error: Entity 'FeedDraft' must not use Presenter 'FeedPresenter'; Entity may use Entity [forbidden-dependency]",
        ])
    }

    /// A class with behaviour that is an Entity only by its folder: its use of a Presenter is
    /// unconfirmed, a warning with the line that would confirm it; with that line, an error.
    @Test func aFolderRoleIsAWarningUntilConfirmed() throws {
        let presenter = ("Feed/FeedPresenter.swift", "final class FeedPresenter { func viewDidLoad() {} }")
        let store = ("Entities/FeedStore.swift", "final class FeedStore { func notify(_ presenter: FeedPresenter) {} }")
        #expect(lines(try lint([presenter, store], rules: "use viper")) == [
            "Entities/FeedStore.swift:1:50: warning: Entity 'FeedStore' must not use Presenter 'FeedPresenter'; Entity may use Entity (unconfirmed: 'FeedStore' is Entity only by path matches '**/Entities/**'; confirm with 'Entity includes FeedStore' in the rules or '// archlint:role Entity' above it) [forbidden-dependency]",
        ])
        #expect(lines(try lint([presenter, store], rules: "use viper\nEntity includes FeedStore")) == [
            "Entities/FeedStore.swift:1:50: error: Entity 'FeedStore' must not use Presenter 'FeedPresenter'; Entity may use Entity [forbidden-dependency]",
        ])
    }

    /// A helper declared beside a reducer, in Reducers/, is the reducer's code: its folder role
    /// is confirmed by its file, and its use of a service stays an error.
    @Test func aFolderRoleConfirmedByItsFileIsStrong() throws {
        let result = try lint([
            ("Reducers/AuthReducer.swift", """
                func authReducer(state: AuthState?, action: Action) -> AuthState { state ?? initialAuthState() }
                func initialAuthState() -> AuthState { AuthState(token: AuthService().token()) }
                """),
            ("Services/AuthService.swift", "final class AuthService { func token() -> String { \"\" } }"),
        ], rules: "use redux")
        #expect(lines(result) == [
            "Reducers/AuthReducer.swift:2:57: error: Reducer 'initialAuthState' must not use 'AuthService' (matches '*Service') [forbidden-dependency]",
        ])
        #expect(result.classification.assignments[result.project.id(named: "initialAuthState")!].strength == .strong)
    }
}
