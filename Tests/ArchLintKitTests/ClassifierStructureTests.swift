@testable import ArchLintKit
import Testing

/// Roles from structure: implementers, plain data, idioms that borrow names, test code.
@Suite struct ClassifierStructureTests {
    @Test func protocolWhoseImplementersDisagreeTakesNoRole() throws {
        let result = try lint([("App.swift", """
            protocol Refreshing {}
            final class FeedPresenter: Refreshing {}
            final class FeedInteractor: Refreshing {}
            """)], rules: "use viper")
        #expect(roles(result) == [
            "Refreshing: - (no rule matches)",
            "FeedPresenter: Presenter (name matches '*Presenter')",
            "FeedInteractor: Interactor (name matches '*Interactor')",
        ])
    }

    @Test func protocolWithAnImplementerWithoutRoleTakesNoRole() throws {
        let result = try lint([("App.swift", """
            protocol Refreshing {}
            final class FeedPresenter: Refreshing {}
            final class Clock: Refreshing {}
            """)], rules: "use viper")
        #expect(roles(result)[0] == "Refreshing: - (no rule matches)")
    }

    /// Whoever implements a delegate, it belongs to the type that calls it: a Coordinator
    /// implementing the View's callbacks does not make the View use a Coordinator.
    @Test func callbackProtocolsNamedAfterAnotherTypeTakeNoRoleFromImplementers() throws {
        let result = try lint([("App.swift", """
            protocol FeedViewControllerDelegeate: AnyObject {}
            protocol FeedViewControllerDelegate: AnyObject {}
            final class FeedViewController: UIViewController {
                weak var delegate: FeedViewControllerDelegeate?
            }
            final class FeedCoordinator: FeedViewControllerDelegeate, FeedViewControllerDelegate {}
            """)], rules: "use mvvm-c")
        #expect(roles(result) == [
            "FeedViewControllerDelegeate: - (no rule matches)",
            "FeedViewControllerDelegate: - (no rule matches)",
            "FeedViewController: View (inherits from UIViewController)",
            "FeedCoordinator: Coordinator (name matches '*Coordinator')",
        ])
        #expect(result.violations.isEmpty)
    }

    @Test func derivedProtocolTakesItsBaseRoleGainedFromImplementers() throws {
        let result = try lint([("App.swift", """
            protocol Screen: AnyObject {}
            protocol HomeScreenContract: Screen {}
            protocol EmptyContract: Screen {}
            final class HomePane: UIViewController, HomeScreenContract {}
            """)], rules: "use viper")
        #expect(roles(result) == [
            "Screen: View (implemented by HomePane (View))",
            "HomeScreenContract: View (implemented by HomePane (View))",
            "EmptyContract: View (conforms to Screen (View), a protocol implemented by View types)",
            "HomePane: View (inherits from UIViewController)",
        ])
    }

    /// Plain data is the weakest signal: a name or a path wins, methods, a role-bearing
    /// conformance or nesting in the only type that uses it disqualify, and a class must be final. `Layout` declares no value
    /// protocol, and uses only data.
    @Test func plainDataIsTheLowestPrecedenceAndNeedsTheShapeOfData() throws {
        let result = try lint([("App.swift", """
            struct Article: Codable { let id: Int }
            struct ArticlePresenter: Codable { let id: Int }
            struct Counter: Equatable { var count: Int; mutating func increment() {} }
            class Cache: Equatable { let size: Int }
            final class Token: Hashable { let value: String }
            struct Entry: TimelineEntry, Codable { let date: Date }
            struct Layout { let width: Double }
            enum Mode: String, CaseIterable, Codable { case on, off }
            struct Wrapper: Equatable {
                struct Inner: Equatable { let value: Int }
                let inner: Inner
            }
            """), ("Extensions.swift", "extension Article { var isNew: Bool { id > 0 } }\nextension Token { func refresh() {} }")],
            rules: "use viper")
        #expect(roles(result) == [
            "Article: Entity (plain data (struct with 1 stored property, no methods); no other rule gives it a role)",
            "ArticlePresenter: Presenter (name matches '*Presenter')",
            "Counter: - (no rule matches)",
            "Cache: - (no rule matches)",
            "Token: - (no rule matches)",
            "Entry: - (no rule matches)",
            "Layout: Entity (plain data (struct with 1 stored property, no methods; no value protocol, uses only data); no other rule gives it a role)",
            "Mode: Entity (plain data (enum with 2 cases, no methods); no other rule gives it a role)",
            "Wrapper: Entity (plain data (struct with 1 stored property, no methods); no other rule gives it a role)",
            "Wrapper.Inner: - (no rule matches; not plain data: it is nested and only its enclosing type uses it)",
        ])
    }

    /// Without a value protocol, plain data is data only when what it uses is: a struct that
    /// holds a Service bundles dependencies (with the data role, each of its properties would be
    /// an error), and so does one that holds such a bundle. One that declares a value protocol
    /// is data whatever it holds, and holding a Presenter is its break.
    @Test func plainDataWithoutAValueProtocolIsDataOnlyWhenItUsesOnlyData() throws {
        let result = try lint([("App.swift", """
            struct TodoItem { let name: String; let due: Date }
            enum TodoFilter { case all, done }
            struct TodoSection { let filter: TodoFilter; let items: [TodoItem] }
            struct TodoDependencies { let service: TodoService }
            struct TodoScene { let dependencies: TodoDependencies; let title: String }
            struct TodoSnapshot: Equatable { let presenter: TodoPresenter }
            final class TodoService {}
            final class TodoPresenter {}
            """)], rules: "use viper")
        #expect(roles(result) == [
            "TodoItem: Entity (plain data (struct with 2 stored properties, no methods; no value protocol, uses only data); no other rule gives it a role)",
            "TodoFilter: Entity (plain data (enum with 2 cases, no methods; no value protocol, uses only data); no other rule gives it a role)",
            "TodoSection: Entity (plain data (struct with 2 stored properties, no methods; no value protocol, uses only data); no other rule gives it a role)",
            "TodoDependencies: - (no rule matches; not plain data: it declares no value protocol and uses Service 'TodoService')",
            "TodoScene: - (no rule matches; not plain data: it declares no value protocol and uses 'TodoDependencies', which is not plain data)",
            "TodoSnapshot: Entity (plain data (struct with 1 stored property, no methods); no other rule gives it a role)",
            "TodoService: Service (name matches '*Service')",
            "TodoPresenter: Presenter (name matches '*Presenter')",
        ])
        #expect(result.violations.map { "\($0.file):\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" } == [
            "App.swift:6:49: error: Entity 'TodoSnapshot' must not use Presenter 'TodoPresenter'; Entity may use Entity [forbidden-dependency]",
        ])
    }

    /// A conversion that takes nothing (`toDomain()`) is a convenience, not behaviour, and
    /// ObjectMapper's `Mappable` is a value protocol with its `mapping(map:)` witness; a method
    /// with a parameter, or one not named as a conversion, is behaviour.
    @Test func conversionsAndMappableWitnessesAreNotBehaviour() throws {
        let result = try lint([("App.swift", """
            struct MovieRecord: Codable {
                let title: String
                func toDomain() -> Movie { Movie(title: title) }
            }
            struct Movie: Equatable { let title: String }
            struct Article { var title = "" }
            extension Article: Mappable {
                init?(map: Map) {}
                mutating func mapping(map: Map) { title <- map["title"] }
            }
            struct Filter: Equatable {
                let text: String
                func toQuery(page: Int) -> String { text }
            }
            struct Sorter: Equatable {
                let key: String
                func total() -> Int { 0 }
            }
            """)], rules: "use mvvm")
        #expect(roles(result) == [
            "MovieRecord: Model (plain data (struct with 1 stored property, 1 computed, no methods); no other rule gives it a role)",
            "Movie: Model (plain data (struct with 1 stored property, no methods); no other rule gives it a role)",
            "Article: Model (plain data (struct with 1 stored property, no methods); no other rule gives it a role)",
            "Filter: - (no rule matches)",
            "Sorter: - (no rule matches)",
        ])
    }

    /// A nested type of data shape is data when types outside its enclosing one use it (a use
    /// case's request, built by its callers) and it uses only data, whatever it declares; one
    /// only its enclosing type uses is part of it, and one that uses its enclosing type too.
    @Test func nestedPlainDataIsDataWhenOthersUseItAndItUsesOnlyData() throws {
        let result = try lint([("App.swift", """
            final class SearchUseCase {
                struct RequestValue { let query: String }
                enum Phase: Equatable { case idle, busy }
                struct Context: Equatable { let owner: SearchUseCase }
                func execute(_ request: RequestValue, phase: Phase, context: Context) {}
            }
            final class SearchViewModel {
                let request = SearchUseCase.RequestValue(query: "")
            }
            """)], rules: "use mvvm")
        #expect(roles(result) == [
            "SearchUseCase: Service (name matches '*UseCase')",
            "SearchUseCase.RequestValue: Model (plain data (struct with 1 stored property, no methods; nested, used beyond its enclosing type, no value protocol, uses only data); no other rule gives it a role)",
            "SearchUseCase.Phase: - (no rule matches; not plain data: it is nested and only its enclosing type uses it)",
            "SearchUseCase.Context: - (no rule matches; not plain data: it is nested and uses Service 'SearchUseCase')",
            "SearchViewModel: ViewModel (name matches '*ViewModel')",
        ])
        #expect(result.violations.isEmpty)
    }

    @Test func presetWithoutADataRoleGivesPlainDataNone() throws {
        let result = try lint([("App.swift", "struct Article: Codable { let id: Int }")], rules: "use redux")
        #expect(roles(result) == ["Article: - (no rule matches)"])
    }

    @Test func scopedPresetsDataRoleWinsWhereItApplies() throws {
        let result = try lint([
            ("Legacy/Article.swift", "struct Article: Codable { let id: Int }"),
            ("Modern/Song.swift", "struct Song: Codable { let id: Int }"),
        ], rules: "use viper\nuse mvvm in Modern/**")
        #expect(roles(result) == [
            "Article: Entity (plain data (struct with 1 stored property, no methods); no other rule gives it a role)",
            "Song: Model (plain data (struct with 1 stored property, no methods); no other rule gives it a role)",
        ])
    }

    @Test func representablesCoordinatorTakesNoRoleFromItsName() throws {
        let result = try lint([("MapView.swift", """
            struct MapView: UIViewRepresentable {
                final class Coordinator: NSObject, MKMapViewDelegate {}
            }
            final class AppCoordinator {}
            """)], rules: "use mvvm-c")
        #expect(roles(result) == [
            "MapView: View (inherits from UIViewRepresentable)",
            "MapView.Coordinator: - (name matches '*Coordinator' but it is nested in a representable (the platform's coordinator of a wrapped view))",
            "AppCoordinator: Coordinator (name matches '*Coordinator')",
        ])
    }

    @Test func testCaseSubclassesSuitesAndDoublesAreTestCodeWhereverTheyAre() throws {
        let result = try lint([("App/Checks.swift", """
            class BaseTestCase: XCTestCase {}
            final class LoginPresenterChecks: BaseTestCase {}
            @Suite struct LoginInteractorSuite {}
            final class LoginViewSpy {}
            final class MockingbirdPresenter {}
            """)], rules: "roles Presenter\nPresenter is named *Presenter")
        #expect(roles(result) == [
            "BaseTestCase: - (test code (inherits from XCTestCase))",
            "LoginPresenterChecks: - (test code (inherits from BaseTestCase, test code))",
            "LoginInteractorSuite: - (test code (marked @Suite))",
            "LoginViewSpy: - (test code (a test double: name matches '*Spy'))",
            "MockingbirdPresenter: Presenter (name matches '*Presenter')",
        ])
    }

    @Test func filesImportingATestFrameworkAreTestCode() throws {
        let result = try lint([
            ("App/LoginPresenterChecks.swift", "import Testing\n@testable import App\nfinal class LoginPresenterHelper {}"),
            ("App/LoginPresenter.swift", "@testable import Networking\nfinal class LoginPresenter {}"),
        ], rules: "use viper")
        #expect(roles(result) == [
            "LoginPresenterHelper: - (test code (file imports a test framework))",
            "LoginPresenter: Presenter (name matches '*Presenter')",
        ])
    }

    @Test func testCodeIsInNoCycle() throws {
        let result = try lint([
            ("App/Home.swift", "final class HomePresenter { let view: HomeView? = nil }\nfinal class HomeView {}"),
            ("AppTests/HomeViewSpy.swift", "final class Probe { let presenter = HomePresenter() }\nextension HomePresenter { var probe: Probe? { nil } }"),
        ], rules: "use viper\nno cycles among types")
        #expect(result.violations.isEmpty)
    }

    @Test func vendoredFoldersAndGeneratedFilesAreRecognisedByPath() {
        for path in ["Pods/Alamofire/Session.swift", "App/Carthage/Checkouts/X.swift", ".build/checkouts/a/B.swift",
                     "DerivedData/SourcePackages/x/Y.swift", "vendor/lib/Z.swift", "App/R.generated.swift"] {
            #expect(Vendored.contains(path), "\(path)")
        }
        for path in ["App/Podsicle.swift", "App/PodsView/X.swift", "vendors/X.swift", "Pods.swift", "App/generated.swift"] {
            #expect(!Vendored.contains(path), "\(path)")
        }
    }

    @Test func checkAndPlainDataStatementsAreParsedAndTheirMistakesNamed() throws {
        let rules = try RulesParser.parse("use viper\ncheck tests\nroles Record\nRecord is plain data", file: "app.rules")
        #expect(rules.checksTests && !rules.checksVendored)
        #expect(rules.roleRules.last?.signal == .plainData && rules.roleRules.last?.role == "Record")
        func error(_ text: String) -> String? {
            do {
                _ = try RulesParser.parse(text, file: "app.rules")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error("use viper\ncheck test") == "app.rules:2:7: error: unknown code kind 'test'; did you mean 'tests'? (expected 'tests' or 'vendored')")
        #expect(error("use viper\nEntity is plain data too") == "app.rules:2:22: error: unexpected 'too' at end of statement")
    }
}
