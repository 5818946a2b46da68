import Testing

/// A layer or role word inside a type's name decides no role against what the type is built on
/// or what its name is made of (Tests/Fixtures/weak-signals): a table's `*DataSource` is the
/// screen's helper, not the Data layer; a relay wrapper named just `DataStore` is no scene's
/// store; an enum named `*Controller` controls nothing; the app's own `UIState` is not UIKit's.
/// Where the name is right, the break stays an error.
@Suite struct LayerWordTests {
    /// Under clean-architecture, data sources built on UIKit's (`UITableViewDataSource`, a
    /// diffable data source, the app's own base of one) are Presentation by their folder, not
    /// Data by `*DataSource`: their screens use them freely. The server's data source stays Data,
    /// and a screen reading the Data layer's repository still breaks `Presentation may use Domain`.
    @Test func aTableDataSourceIsNoDataLayer() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/DataSources", "--preset", "clean-architecture", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/DataSources/App/Presentation/Products/ProductsViewController.swift:8:30: error: Presentation 'ProductsViewController' must not use Data 'ProductsRepositoryImpl'; Presentation may use Domain [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["ProductsRemoteDataSource", "FeedDataSource", "OrdersDataSource", "ProductsDataSource"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/DataSources", "--preset", "clean-architecture")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "ProductsRemoteDataSource  class   Data          Tests/Fixtures/weak-signals/DataSources/App/Data/Products/ProductsRemoteDataSource.swift:4        name matches '*DataSource'",
            "FeedDataSource            class   Presentation  Tests/Fixtures/weak-signals/DataSources/App/Presentation/Feed/FeedDataSource.swift:4              weak: path matches '**/Presentation/**'; name matches '*DataSource' but it is built on UICollectionViewDiffableDataSource, whose word 'DataSource' it bears: part of the screens, not Data by its name",
            "OrdersDataSource          class   Presentation  Tests/Fixtures/weak-signals/DataSources/App/Presentation/Orders/ListDataSource.swift:17           weak: path matches '**/Presentation/**'; name matches '*DataSource' but it is built on UITableViewDataSource, whose word 'DataSource' it bears: part of the screens, not Data by its name",
            "ProductsDataSource        class   Presentation  Tests/Fixtures/weak-signals/DataSources/App/Presentation/Products/ProductsDataSource.swift:4      weak: path matches '**/Presentation/**'; name matches '*DataSource' but it is built on UITableViewDataSource, whose word 'DataSource' it bears: part of the screens, not Data by its name",
        ])
    }

    /// Under clean-swift, a relay wrapper named just `DataStore` is no Interactor, and the
    /// Interactor's `*DataStoreProtocol` is the Interactor's, not a Worker's `*StoreProtocol`.
    /// A Presenter asking a Worker still breaks `Presenter may use ViewController, Model`.
    @Test func aValueWrapperNamedDataStoreIsNoInteractor() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/DataStores", "--preset", "clean-swift", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/DataStores/App/Scenes/Orders/OrdersPresenter.swift:11:21: error: Presenter 'OrdersPresenter' must not use Worker 'OrdersWorker'; Presenter may use ViewController, Model [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["DataStore", "OrdersDataStoreProtocol"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/DataStores", "--preset", "clean-swift")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "DataStore                class     -               Tests/Fixtures/weak-signals/DataStores/App/Common/DataStore.swift:4                    no rule matches",
            "OrdersDataStoreProtocol  protocol  Interactor      Tests/Fixtures/weak-signals/DataStores/App/Scenes/Orders/OrdersInteractor.swift:6      name matches '?*DataStoreProtocol'",
        ])
    }

    /// Under mvvm, a view model holding the app's own `UIState` uses a Model, not a UIKit type;
    /// holding a `UIImage` still breaks `ViewModel must not use types UI[A-Z]*`.
    @Test func theAppsOwnUITypeIsNotUIKits() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/PlatformPrefix", "--preset", "mvvm", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/PlatformPrefix/App/Profile/ProfileViewModel.swift:2:1: error: ViewModel 'ProfileViewModel' must not import UIKit [forbidden-import]
            Tests/Fixtures/weak-signals/PlatformPrefix/App/Profile/ProfileViewModel.swift:7:28: error: ViewModel 'ProfileViewModel' must not use 'UIImage' (matches 'UI[A-Z]*') [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["UIState"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/PlatformPrefix", "--preset", "mvvm")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "UIState           enum   Model      Tests/Fixtures/weak-signals/PlatformPrefix/App/Profile/UIState.swift:2           weak: plain data (enum with 3 cases, no methods; no value protocol, uses only data); no other rule gives it a role",
        ])
    }

    /// Under mvc, an enum of navigation targets named `*Controller` is no Controller: the view
    /// listing them breaks nothing. A view driving the menu's real controller still does.
    @Test func anEnumNamedControllerIsNoController() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ControllerEnum", "--preset", "mvc", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ControllerEnum/App/Menu/MenuView.swift:15:26: error: View 'MenuHeaderView' must not use Controller 'MenuController' [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["ScreenController"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ControllerEnum", "--preset", "mvc")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "ScreenController  enum   -           Tests/Fixtures/weak-signals/ControllerEnum/App/Menu/ScreenController.swift:2  name matches '*Controller' but it is an enum",
        ])
    }

    /// Under clean-swift, a generic value wrapper named `ReactiveDataStore<Value>` (a subject
    /// holding a value, knowing no type of the app) is no scene's Interactor: the Worker keeping
    /// its titles in one breaks nothing. A Presenter asking the Worker still does.
    @Test func aGenericValueContainerIsNoRoleByItsName() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ValueContainers", "--preset", "clean-swift", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ValueContainers/App/Scenes/Orders/OrdersPresenter.swift:10:21: error: Presenter 'OrdersPresenter' must not use Worker 'OrdersWorker'; Presenter may use ViewController, Model [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["ReactiveDataStore"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ValueContainers", "--preset", "clean-swift")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "ReactiveDataStore        class     -               Tests/Fixtures/weak-signals/ValueContainers/App/Common/ReactiveDataStore.swift:5            name matches '?*DataStore' but it is generic over the values it holds (<Value>) and uses no type of the app nor storage: a building block, not Interactor by its name",
        ])
    }

    /// Under clean-swift, the data store protocol only the Interactor adopts is the Interactor's,
    /// though its name `DetailStoreProtocol` is a Worker's word: the Router reading it breaks
    /// nothing, and a test's spy adopting it too changes none of that. A Worker's store protocol its stores adopt stays the Worker's, and the Router
    /// asking that store itself still breaks `Router may use ViewController, Interactor, Model`.
    @Test func aProtocolOnlyAnInteractorAdoptsIsTheInteractors() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/StoreProtocols", "--preset", "clean-swift", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/StoreProtocols/App/Scenes/Detail/DetailRouter.swift:15:13: error: Router 'DetailRouter' must not use Worker 'ProductsMemStore'; Router may use ViewController, Interactor, Model [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["DetailStoreProtocol", "ProductsStoreProtocol"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/StoreProtocols", "--preset", "clean-swift")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "DetailStoreProtocol      protocol  Interactor      Tests/Fixtures/weak-signals/StoreProtocols/App/Scenes/Detail/DetailInteractor.swift:7      weak: name matches '*StoreProtocol' but only Interactor types adopt it (DetailInteractor): their protocol, not Worker by its name",
            "ProductsStoreProtocol    protocol  Worker          Tests/Fixtures/weak-signals/StoreProtocols/App/Workers/ProductsWorker.swift:10             name matches '*StoreProtocol'",
        ])
    }

    /// Under mvvm-c, a screen named after its topic (`TermsOfService`, built on a screen base of
    /// its view, `Scene<TermsOfServiceView>`) is no Service, nor is a scene's namespace enum
    /// (`CloudStorage` nesting its view controller and view model): showing its view and reading
    /// its view model break nothing. A view loading the terms through the service still does.
    @Test func aSceneNamedAfterItsTopicIsNoService() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/SceneNames", "--preset", "mvvm-c", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/SceneNames/App/Scenes/TermsOfService/TermsFooterView.swift:6:13: error: View 'TermsFooterView' must not use Service 'TermsService'; View may use ViewModel, Model [forbidden-dependency]

            """, err: ""))
        let names: Set<String> = ["TermsOfService", "CloudStorage"]
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/SceneNames", "--preset", "mvvm-c")
        #expect(roles.out.split(separator: "\n").filter { names.contains(String($0.prefix { $0 != " " })) }.map(String.init) == [
            "CloudStorage                 enum   -          Tests/Fixtures/weak-signals/SceneNames/App/Scenes/CloudStorage/CloudStorage.swift:4               name matches '?*Storage' but it is an enum",
            "TermsOfService               class  -          Tests/Fixtures/weak-signals/SceneNames/App/Scenes/TermsOfService/TermsOfService.swift:6           name matches '*Service' but it is built on Scene of View 'TermsOfServiceView': part of the screens, not Service by its name",
        ])
    }
}
