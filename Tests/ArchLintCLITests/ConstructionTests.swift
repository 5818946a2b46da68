import Testing

/// Construction is not use, and handing a dependency on is wiring (Tests/Fixtures/construction):
/// code that only builds objects, wires their properties and returns or installs one, and a
/// view that only passes the client it was given to its view model or child, break no role
/// rule; calling what was built or given still does.
@Suite struct ConstructionTests {
    /// A router assembling its scene, a scene type that only builds it (a Router by its
    /// data-passing protocol) and a view controller's own configurator build presenters and
    /// concrete interactors: no error. The router that calls its presenter keeps its error.
    @Test func scenesAssembledByTheirRoutersAndConfiguratorsAreNotReported() {
        let result = archlint("lint", "Tests/Fixtures/construction/Scenes", "--preset", "clean-swift")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/construction/Scenes/Profile/ProfileRouter.swift:5:20: error: Router 'ProfileRouter' must not use Presenter 'ProfilePresenter'; Router may use ViewController, Interactor, Model [forbidden-dependency]",
        ])
    }

    /// A scene's `*Module` that holds the app's router and the scene's router, adopts the
    /// scene's data store to pass its starting data and asks the router to build the scene is
    /// the scene's assembly (a composition root), not an Interactor by that protocol: nothing
    /// it does is reported. The interactor that calls the router keeps its error.
    @Test func aSceneModuleAdoptingItsDataStoreAssemblesTheScene() {
        let result = archlint("lint", "Tests/Fixtures/construction/Modules", "--preset", "clean-swift")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/construction/Modules/Settings/SettingsScene.swift:34:17: error: Interactor 'SettingsInteractor' must not use Router 'SettingsRouter'; Interactor may use Presenter, Worker, Model [forbidden-dependency]",
        ])
        let roles = archlint("roles", "Tests/Fixtures/construction/Modules", "--preset", "viper")
        #expect(roles.out.split(separator: "\n").filter { $0.hasPrefix("SettingsModule ") }.map(String.init) == [
            "SettingsModule          class     -           Tests/Fixtures/construction/Modules/Settings/SettingsModule.swift:6  composition root (name matches '*Module')",
        ])
    }

    /// A view passing its environment client on, a view taking a client in its initializer for
    /// its view model, a row putting its client into its text's environment, and a builder
    /// struct with a static make: no error. The row and the view that call their clients keep
    /// theirs, and so does the view giving its client to its data source's fetch call.
    @Test func clientsHandedOnAreNotReportedAndClientsCalledAre() {
        let result = archlint("lint", "Tests/Fixtures/construction/Screens", "--preset", "mvvm")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/construction/Screens/Basket/BasketView.swift:5:18: error: View 'BasketView' must not use Service 'BasketClient'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/construction/Screens/Messages/MessagesView.swift:6:18: error: View 'MessagesView' must not use Service 'MessagesClient'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/construction/Screens/Orders/OrderRow.swift:6:17: error: View 'OrderRow' must not use Service 'OrdersClient'; View may use ViewModel, Model [forbidden-dependency]",
        ])
    }

    /// A view that builds a controller and shows it through UIKit (`present`, `show`,
    /// `pushViewController`, also as a navigation controller's root, or the app's own helper
    /// named for pushing or presenting, `route_push(to:)`) navigates: under MVC a View must not use a concrete Controller,
    /// so each is an error. The controller pushing controllers and building its header view,
    /// a view handing a built controller to its owner's closure,
    /// and the SwiftUI screen composing views in a navigation link and hosting a controller in
    /// a representable, break no rule.
    @Test func viewsShowingTheControllersTheyBuildAreReported() {
        let result = archlint("lint", "Tests/Fixtures/construction/Navigation", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/construction/Navigation/Views/AvatarCell.swift:9:57: error: View 'AvatarCell' must not use Controller 'PhotoViewController' [forbidden-dependency]",
            "Tests/Fixtures/construction/Navigation/Views/AvatarCell.swift:13:21: error: View 'AvatarCell' must not use Controller 'PhotoViewController' [forbidden-dependency]",
            "Tests/Fixtures/construction/Navigation/Views/PhotoActionsView.swift:11:31: error: View 'PhotoActionsView' must not use Controller 'PhotoViewController' [forbidden-dependency]",
            "Tests/Fixtures/construction/Navigation/Views/PhotoActionsView.swift:15:34: error: View 'PhotoActionsView' must not use Controller 'PhotoViewController' [forbidden-dependency]",
            "Tests/Fixtures/construction/Navigation/Views/ProfileHeaderView.swift:9:22: error: View 'ProfileHeaderView' must not use Controller 'EditProfileViewController' [forbidden-dependency]",
            "Tests/Fixtures/construction/Navigation/Views/ProfileHeaderView.swift:16:24: error: View 'ProfileHeaderView' must not use Controller 'SettingsViewController' [forbidden-dependency]",
        ])
    }

    /// A tab bar controller that builds each tab through its scene router's static factory
    /// and installs it (bound and wired, an initializer's argument, an array element, set on
    /// itself by `setViewControllers`) assembles its children, as the router does: no error.
    /// A view presenting what a router's factory built, itself or as a navigation controller's
    /// root, navigates, and a router's function called for its effect is used: errors.
    @Test func tabsBuiltThroughTheirRoutersAreConstruction() {
        let result = archlint("lint", "Tests/Fixtures/construction/Tabs", "--preset", "viper")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/construction/Tabs/Main/MainTabBarController.swift:16:9: error: View 'MainTabBarController' must not use Router 'ProfileRouter'; View may use Presenter, Entity [forbidden-dependency]",
            "Tests/Fixtures/construction/Tabs/Profile/ProfileModule.swift:8:20: error: View 'ProfileViewController' must not use Router 'FeedRouter'; View may use Presenter, Entity [forbidden-dependency]",
            "Tests/Fixtures/construction/Tabs/Profile/ProfileModule.swift:15:65: error: View 'ProfileViewController' must not use Router 'SearchRouter'; View may use Presenter, Entity [forbidden-dependency]",
        ])
    }

    /// A view controller that builds a service and then calls it uses it, however the value
    /// reaches the call: a parameter's default kept in a property, a property called from a
    /// closure that holds the controller weakly, a property bound to another name by
    /// `guard let`. Each is an error; the protocol-typed properties, a role only their
    /// implementer gives, are warnings; the service built only for the view model is not
    /// reported.
    @Test func servicesBuiltAndThenCalledAreReported() {
        let result = archlint("lint", "Tests/Fixtures/construction/Calls", "--preset", "mvvm")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/construction/Calls/AvatarViewController.swift:5:26: warning: View 'AvatarViewController' must not use Service 'AvatarLoading'; View may use ViewModel, Model (unconfirmed: 'AvatarLoading' is Service only by implemented by AvatarService (Service); confirm with 'Service includes AvatarLoading' in the rules or '// archlint:role Service' above it) [forbidden-dependency]",
            "Tests/Fixtures/construction/Calls/AvatarViewController.swift:8:34: error: View 'AvatarViewController' must not use Service 'AvatarService'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/construction/Calls/BadgeViewController.swift:6:27: error: View 'BadgeViewController' must not use Service 'BadgeService'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/construction/Calls/PhotosViewController.swift:6:25: warning: View 'PhotosViewController' must not use Service 'PhotoLoading'; View may use ViewModel, Model (unconfirmed: 'PhotoLoading' is Service only by implemented by PhotoService (Service); confirm with 'Service includes PhotoLoading' in the rules or '// archlint:role Service' above it) [forbidden-dependency]",
            "Tests/Fixtures/construction/Calls/PhotosViewController.swift:11:18: error: View 'PhotosViewController' must not use Service 'PhotoService'; View may use ViewModel, Model [forbidden-dependency]",
        ])
    }

    /// `explain` says which edges are construction and which hand-offs, at their lines.
    @Test func explainNamesConstructionAndHandOff() {
        let router = archlint("explain", "OrdersRouter", "Tests/Fixtures/construction/Scenes", "--preset", "clean-swift")
        #expect(router.err == "")
        #expect(router.status == 0)
        #expect(router.out.split(separator: "\n").map(String.init).filter { $0.contains(": allowed, construction") } == [
            "  Tests/Fixtures/construction/Scenes/Orders/OrdersRouter.swift:10:25 in makeScene → OrdersPresenter (Presenter): allowed, construction, not use: the code builds it and only wires it, hands it on or returns it",
            "  Tests/Fixtures/construction/Scenes/Orders/OrdersRouter.swift:11:26 in makeScene → OrdersInteractor (Interactor): allowed, construction, not use: the code builds it and only wires it, hands it on or returns it",
        ])
        let view = archlint("explain", "OrdersView", "Tests/Fixtures/construction/Screens", "--preset", "mvvm")
        #expect(view.err == "")
        #expect(view.status == 0)
        #expect(view.out.split(separator: "\n").map(String.init).filter { $0.contains("OrdersClient") } == [
            "  Tests/Fixtures/construction/Screens/Orders/OrdersView.swift:6:36 in client → OrdersClient (Service): allowed, hand-off, not use: the code only passes it on (an argument, another object's property, a returned value)",
        ])
    }

    /// The graph and the JSON report share the checker's decision: no violation on the edges
    /// the assembling router and the handing-on view make.
    @Test func graphsAndJSONLeaveConstructionOut() {
        let graph = archlint("graph", "Tests/Fixtures/construction/Scenes", "--preset", "clean-swift", "--only-violations")
        #expect(graph.err == "")
        #expect(!graph.out.contains("OrdersRouter"))
        #expect(!graph.out.contains("ProfileLauncher"))
        #expect(graph.out.contains("ProfileRouter"))
        let json = archlint("lint", "Tests/Fixtures/construction/Screens", "--preset", "mvvm", "--format", "json")
        #expect(!json.out.contains("OrdersView"))
        #expect(!json.out.contains("CheckoutView"))
        #expect(json.out.contains("BasketView"))
    }

    /// A cell and a `prepare(for:)` that look a connection up through the chat service's shared
    /// instance only to set it on the controller they set up (one a storyboard builds, a
    /// segue's destination) hand it on: no error. The same controller asking the service for
    /// its own label, and filling a dequeued cell with what the service says, uses it: errors.
    @Test func aClientLookedUpForTheNextControllerIsHandedOn() {
        let result = archlint("lint", "Tests/Fixtures/construction/Segues", "--preset", "viper")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/construction/Segues/Screens/AccountViewController.swift:12:31: error: View 'AccountViewController' must not use Service 'ChatService'; View may use Presenter, Entity [forbidden-dependency]",
            "Tests/Fixtures/construction/Segues/Screens/AccountViewController.swift:24:23: error: View 'AccountViewController' must not use Service 'ChatService'; View may use Presenter, Entity [forbidden-dependency]",
        ])
    }

    /// A view controller that keeps a repository only to give it to the cells its data source
    /// dequeues and configures, in an extension in its own file, hands it on: no error. The
    /// controller that also saves through it in that extension, and the cell that downloads
    /// through it, use it: errors.
    @Test func aRepositoryHandedToDequeuedCellsIsUsedOnlyByTheCells() {
        let result = archlint("lint", "Tests/Fixtures/construction/Cells", "--preset", "mvvm-c")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/construction/Cells/Recipes/FavoritesViewController.swift:6:29: error: View 'FavoritesViewController' must not use Service 'RecipeRepository'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/construction/Cells/Recipes/FavoritesViewController.swift:9:22: error: View 'FavoritesViewController' must not use Service 'RecipeRepository'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/construction/Cells/Recipes/RecipeCell.swift:7:53: error: View 'RecipeCell' must not use Service 'RecipeRepository'; View may use ViewModel, Model [forbidden-dependency]",
        ])
    }
}
