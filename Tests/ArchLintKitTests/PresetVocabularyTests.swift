@testable import ArchLintKit
import Testing

/// The naming dialects real apps of each pattern use, as the presets know them: each test is one
/// dialect, written the way those apps write it (the apps themselves are never copied).
@Suite struct PresetVocabularyTests {
    func lines(_ result: LintResult) -> [String] {
        result.violations.map { "\($0.file):\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }
    }

    @Test func viperInterfaceApiAndModuleProtocolsTakeTheRoleOfTheSideThatImplementsThem() throws {
        let result = try lint([("Modules/Home/HomeInterfaces.swift", """
            protocol HomeViewInterface: AnyObject {}
            protocol HomePresenterInterface: AnyObject {}
            protocol HomeInteractorInterface: AnyObject {}
            protocol HomeWireframeInterface: AnyObject {}
            protocol HomeRouterInterface: AnyObject {}
            protocol ListModuleInterface {}
            protocol AddModuleDelegate {}
            protocol LoginModuleOutput: AnyObject {}
            protocol ProfileViewApi: AnyObject {}
            protocol ProfilePresenterApi: AnyObject {}
            protocol ProfileInteractorApi: AnyObject {}
            protocol ProfileRouterApi: AnyObject {}
            """)], rules: "use viper")
        #expect(roles(result) == [
            "HomeViewInterface: View (name matches '*ViewInterface')",
            "HomePresenterInterface: Presenter (name matches '*PresenterInterface')",
            "HomeInteractorInterface: Interactor (name matches '*InteractorInterface')",
            "HomeWireframeInterface: Router (name matches '*WireframeInterface')",
            "HomeRouterInterface: Router (name matches '*RouterInterface')",
            "ListModuleInterface: Presenter (name matches '*ModuleInterface')",
            "AddModuleDelegate: Presenter (name matches '*ModuleDelegate')",
            "LoginModuleOutput: Presenter (name matches '*ModuleOutput')",
            "ProfileViewApi: View (name matches '*ViewApi')",
            "ProfilePresenterApi: Presenter (name matches '*PresenterApi')",
            "ProfileInteractorApi: Interactor (name matches '*InteractorApi')",
            "ProfileRouterApi: Router (name matches '*RouterApi')",
        ])
    }

    @Test func viperRepositoriesStoragesAndStoresAreDataManagersAndClientsAndGatewaysServices() throws {
        let result = try lint([("Data/Data.swift", """
            protocol TodoRepository {}
            final class KeychainStorage {}
            final class CoreDataStore {}
            final class BooksGateway {}
            final class URLSessionHTTPClient {}
            struct Repository { let name: String }
            struct Client { let name: String }
            """)], rules: "use viper")
        #expect(roles(result) == [
            "TodoRepository: DataManager (name matches '?*Repository')",
            "KeychainStorage: DataManager (name matches '?*Storage')",
            "CoreDataStore: DataManager (name matches '?*DataStore')",
            "BooksGateway: Service (name matches '?*Gateway')",
            "URLSessionHTTPClient: Service (name matches '?*Client')",
            "Repository: Entity (plain data (struct with 1 stored property, no methods; no value protocol, uses only data); no other rule gives it a role)",
            "Client: Entity (plain data (struct with 1 stored property, no methods; no value protocol, uses only data); no other rule gives it a role)",
        ])
    }

    @Test func viperPresenterUsingARepositoryIsAnError() throws {
        let result = try lint([("Modules/Home/HomePresenter.swift", """
            final class HomePresenter {
                let todos: TodoRepository
                init(todos: TodoRepository) { self.todos = todos }
            }
            protocol TodoRepository {}
            """)], rules: "use viper")
        #expect(lines(result) == [
            "Modules/Home/HomePresenter.swift:2:16: error: Presenter 'HomePresenter' must not use DataManager 'TodoRepository'; Presenter may use View, Interactor, Router, Entity [forbidden-dependency]",
            "Modules/Home/HomePresenter.swift:3:17: error: Presenter 'HomePresenter' must not use DataManager 'TodoRepository'; Presenter may use View, Interactor, Router, Entity [forbidden-dependency]",
        ])
    }

    @Test func cleanSwiftStoreClassesAndWorkingLogicAreWorkersWhileDataStoreStaysTheInteractors() throws {
        let result = try lint([
            ("Scenes/ListOrders/ListOrdersInteractor.swift", """
                protocol ListOrdersDataStore { var orders: [Order]? { get } }
                protocol ListOrdersWorkingLogic {}
                """),
            ("Services/Stores.swift", """
                protocol OrdersStoreProtocol {}
                final class OrdersCoreDataStore {}
                final class OrdersMemStore {}
                final class OrdersAPI: OrdersStoreProtocol {}
                final class OrdersRepository {}
                struct Repository { let name: String }
                """),
        ], rules: "use clean-swift")
        #expect(roles(result) == [
            "ListOrdersDataStore: Interactor (name matches '?*DataStore')",
            "ListOrdersWorkingLogic: Worker (name matches '*WorkingLogic')",
            "OrdersStoreProtocol: Worker (name matches '*StoreProtocol')",
            "OrdersCoreDataStore: Worker (name matches '*CoreDataStore')",
            "OrdersMemStore: Worker (name matches '*MemStore')",
            "OrdersAPI: Worker (conforms to OrdersStoreProtocol (Worker))",
            "OrdersRepository: Worker (name matches '?*Repository')",
            "Repository: Model (plain data (struct with 1 stored property, no methods; no value protocol, uses only data); no other rule gives it a role)",
        ])
    }

    @Test func cleanSwiftViewControllerReachingAStoreClassIsAnError() throws {
        let result = try lint([("Scenes/ListOrders/ListOrdersViewController.swift", """
            final class ListOrdersViewController: UIViewController {
                let store = OrdersMemStore()
            }
            final class OrdersMemStore {}
            """)], rules: "use clean-swift")
        #expect(lines(result) == [
            "Scenes/ListOrders/ListOrdersViewController.swift:2:17: error: ViewController 'ListOrdersViewController' must not use Worker 'OrdersMemStore'; ViewController may use Interactor, Router, Model [forbidden-dependency]",
        ])
    }

    @Test func mvvmUseCasesRepositoriesStoragesGatewaysAndClientsAreServices() throws {
        let result = try lint([("Domain/Domain.swift", """
            protocol UseCase {}
            protocol SearchMoviesUseCase {}
            final class DefaultSearchMoviesUseCase: SearchMoviesUseCase {}
            protocol MoviesQueriesStorage {}
            protocol BooksGateway {}
            struct URLSessionHTTPClient {}
            struct MoviesListViewModelActions { let showDetails: (String) -> Void }
            struct Repository { let stars: Int }
            struct Client { let name: String }
            """)], rules: "use mvvm")
        #expect(roles(result) == [
            "UseCase: Service (name matches '*UseCase')",
            "SearchMoviesUseCase: Service (name matches '*UseCase')",
            "DefaultSearchMoviesUseCase: Service (conforms to SearchMoviesUseCase (Service))",
            "MoviesQueriesStorage: Service (name matches '?*Storage')",
            "BooksGateway: Service (name matches '?*Gateway')",
            "URLSessionHTTPClient: Service (name matches '?*Client')",
            "MoviesListViewModelActions: ViewModel (name matches '*ViewModelActions')",
            "Repository: Model (plain data (struct with 1 stored property, no methods; no value protocol, uses only data); no other rule gives it a role)",
            "Client: Model (plain data (struct with 1 stored property, no methods; no value protocol, uses only data); no other rule gives it a role)",
        ])
    }

    @Test func mvvmViewCallingAUseCaseIsAnError() throws {
        let result = try lint([("Scenes/SearchViewController.swift", """
            final class SearchViewController: UIViewController {
                var search: SearchMoviesUseCase?
            }
            protocol SearchMoviesUseCase {}
            """)], rules: "use mvvm")
        #expect(lines(result) == [
            "Scenes/SearchViewController.swift:2:17: error: View 'SearchViewController' must not use Service 'SearchMoviesUseCase'; View may use ViewModel, Model [forbidden-dependency]",
        ])
    }

    @Test func mvvmcNavigatorsFlowCoordinatorsAndCoordinatorDelegatesAreCoordinators() throws {
        let result = try lint([("Navigation/Navigation.swift", """
            protocol PostsNavigator {}
            final class DefaultPostsNavigator: PostsNavigator {}
            final class AppFlowCoordinator {}
            protocol FeedCoordinatorDelegate: AnyObject {}
            """)], rules: "use mvvm-c")
        #expect(roles(result) == [
            "PostsNavigator: Coordinator (name matches '*Navigator')",
            "DefaultPostsNavigator: Coordinator (conforms to PostsNavigator (Coordinator))",
            "AppFlowCoordinator: Coordinator (name matches '*FlowCoordinator')",
            "FeedCoordinatorDelegate: Coordinator (name matches '*CoordinatorDelegate')",
        ])
    }

    @Test func mvvmcViewModelMayUseANavigatorProtocolButNotTheConcreteNavigator() throws {
        let result = try lint([("Posts/PostsViewModel.swift", """
            final class PostsViewModel {
                let navigator: PostsNavigator
                init(navigator: DefaultPostsNavigator) { self.navigator = navigator }
            }
            protocol PostsNavigator {}
            final class DefaultPostsNavigator: PostsNavigator {}
            """)], rules: "use mvvm-c")
        #expect(lines(result) == [
            "Posts/PostsViewModel.swift:3:21: error: ViewModel 'PostsViewModel' must not use Coordinator 'DefaultPostsNavigator' [forbidden-dependency]",
        ])
    }

    @Test func mvcViewModelsAreNotTheModelTheViewAndControllerMayUseThemAndTheModelMayNot() throws {
        let result = try lint([("App/Banner.swift", """
            struct BannerViewModel { let title: String }
            final class BannerWindow: UIWindow {
                var model: BannerViewModel?
            }
            final class BannerViewController: UIViewController {
                let viewModel = BannerViewModel(title: "")
                let window = BannerWindow()
            }
            struct NoteModel {
                var banner: BannerViewModel
            }
            """)], rules: "use mvc")
        #expect(roles(result) == [
            "BannerViewModel: ViewModel (name matches '*ViewModel')",
            "BannerWindow: View (inherits from UIWindow)",
            "BannerViewController: Controller (inherits from UIViewController)",
            "NoteModel: Model (name matches '*Model')",
        ])
        #expect(lines(result) == [
            "App/Banner.swift:10:17: error: Model 'NoteModel' must not use ViewModel 'BannerViewModel'; Model may use Model [forbidden-dependency]",
        ])
    }

    @Test func reduxRoutablesAreViewsAndMiddlewareConformersMiddleware() throws {
        let result = try lint([("App/Routing.swift", """
            final class RootRoutable: Routable {}
            final class SettingsRoute: Routable {}
            final class LoggingHandler: Middleware {}
            """)], rules: "use redux")
        #expect(roles(result) == [
            "RootRoutable: View (inherits from Routable)",
            "SettingsRoute: View (inherits from Routable)",
            "LoggingHandler: Middleware (inherits from Middleware)",
        ])
    }

    @Test func aNameEndingInANumberMatchesThePatternItsWordsMatch() throws {
        let result = try lint([("Scenes/Scenes.swift", """
            final class SettingsViewController2: UIHostingController<SettingsView> {}
            final class SettingsViewModel3 {}
            struct Base64 {}
            struct Vector3 {}
            """)], rules: "use mvvm")
        #expect(roles(result) == [
            "SettingsViewController2: View (inherits from UIHostingController)",
            "SettingsViewModel3: ViewModel (name matches '*ViewModel' (trailing number ignored))",
            "Base64: - (no rule matches)",
            "Vector3: - (no rule matches)",
        ])
    }

    @Test func aSupertypeWithGenericArgumentsPassesItsRoleOn() throws {
        let result = try lint([("Scenes/Scenes.swift", """
            class BaseViewController<VM>: UIViewController {}
            final class FeedController: BaseViewController<FeedViewModel> {}
            final class FeedViewModel {}
            """)], rules: "use mvvm")
        #expect(roles(result) == [
            "BaseViewController: View (inherits from UIViewController)",
            "FeedController: View (conforms to BaseViewController (View))",
            "FeedViewModel: ViewModel (name matches '*ViewModel')",
        ])
    }
}
