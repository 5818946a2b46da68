import Testing

/// A weak signal (a name word, a type's plain-data shape) decides no role against the type's
/// own structure (Tests/Fixtures/weak-signals): a list-diffing model is its cell's view model
/// whatever `*Model` says, an actor named `*Store` is no store the views observe, and an enum
/// whose code builds screens (a route building its destinations, a diffable section's cell
/// factory) is presentation code, not data. Where the name word or the shape is right, the
/// break stays an error.
@Suite struct WeakSignalTests {
    /// Under mvc, a cell bound to its `ListDiffable` model uses a ViewModel (no break); a cell
    /// that saves the app's `NoteModel` still breaks `View must not use Model`.
    @Test func aListDiffableModelIsItsCellsViewModel() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ListDiffing", "--preset", "mvc", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ListDiffing/App/Notes/NoteCell.swift:4:31: error: View 'NoteCell' must not use Model 'NoteModel' [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ListDiffing", "--preset", "mvc")
        #expect(roles.out.split(separator: "\n").map(String.init) == [
            "TYPE              KIND   ROLE       DECLARED AT                                                                  REASON",
            "IssueCommitCell   class  View       Tests/Fixtures/weak-signals/ListDiffing/App/Issues/IssueCommitCell.swift:4   inherits from UICollectionViewCell (matches 'UI*Cell')",
            "IssueCommitModel  class  ViewModel  Tests/Fixtures/weak-signals/ListDiffing/App/Issues/IssueCommitModel.swift:4  inherits from ListDiffable",
            "NoteCell          class  View       Tests/Fixtures/weak-signals/ListDiffing/App/Notes/NoteCell.swift:3           inherits from UITableViewCell (matches 'UI*Cell')",
            "NoteModel         class  Model      Tests/Fixtures/weak-signals/ListDiffing/App/Notes/NoteModel.swift:4          name matches '*Model'",
        ])
    }

    /// Under tca, a persistence actor named `*Store` is no Store: the client reading it breaks
    /// nothing. The app's own store class still may not be used by a client.
    @Test func anActorNamedStoreIsNoStore() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/Store", "--preset", "tca", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/Store/App/Clients/SessionClient.swift:8:48: error: Client 'SessionClient' must not use Store 'SessionStore'; Client may use State, Action [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/Store", "--preset", "tca")
        #expect(roles.out.split(separator: "\n").map(String.init) == [
            "TYPE                 KIND    ROLE    DECLARED AT                                                           REASON",
            "AccountsClient       struct  Client  Tests/Fixtures/weak-signals/Store/App/Clients/AccountsClient.swift:3  name matches '*Client'",
            "ProfileStore         actor   -       Tests/Fixtures/weak-signals/Store/App/Clients/ProfileStore.swift:4    name matches '*Store' but it is an actor, not a store the views observe",
            "SessionClient        struct  Client  Tests/Fixtures/weak-signals/Store/App/Clients/SessionClient.swift:3   name matches '*Client'",
            "SessionStore         class   Store   Tests/Fixtures/weak-signals/Store/App/Features/SessionStore.swift:4   name matches '*Store'",
            "SessionStore.Action  enum    Action  Tests/Fixtures/weak-signals/Store/App/Features/SessionStore.swift:5   qualified name matches '*.Action'",
        ])
    }

    /// Under mvvm, a route enum building its destination views and a diffable section enum
    /// registering its cells are not Models; plain `Codable` data holding a Service still is,
    /// and still breaks `Model may use Model`.
    @Test func anEnumWhoseCodeBuildsScreensIsNoModel() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/Routes", "--preset", "mvvm", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/Routes/App/Feed/FeedItem.swift:6:18: error: Model 'FeedItem' must not use Service 'FeedService'; Model may use Model [forbidden-dependency]

            """, err: ""))
        let explain = archlint("explain", "Route", "Tests/Fixtures/weak-signals/Routes", "--preset", "mvvm")
        #expect(explain.out.split(separator: "\n").filter { $0.hasPrefix("role:") || $0.contains("→ ProfileView") }.map(String.init) == [
            "role: none, plain data (enum with 2 cases, no methods); no other rule gives it a role; not data: its code builds or names screens (uses View 'ProfileView')",
            "  Tests/Fixtures/weak-signals/Routes/App/Navigation/Route.swift:12:32 in destination → ProfileView (View): allowed, 'Route' has no role",
        ])
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/Routes", "--preset", "mvvm")
        #expect(roles.out.split(separator: "\n").map(String.init) == [
            "TYPE          KIND    ROLE     DECLARED AT                                                        REASON",
            "FeedCell      class   View     Tests/Fixtures/weak-signals/Routes/App/Feed/FeedCell.swift:3       inherits from UITableViewCell (matches 'UI*Cell')",
            "FeedItem      struct  Model    Tests/Fixtures/weak-signals/Routes/App/Feed/FeedItem.swift:4       weak: plain data (struct with 2 stored properties, no methods); no other rule gives it a role",
            "FeedSection   enum    -        Tests/Fixtures/weak-signals/Routes/App/Feed/FeedSection.swift:3    plain data (enum with 1 case, no methods); no other rule gives it a role; not data: its code builds or names screens (uses View 'FeedCell')",
            "FeedService   class   Service  Tests/Fixtures/weak-signals/Routes/App/Feed/FeedService.swift:3    name matches '*Service'",
            "Route         enum    -        Tests/Fixtures/weak-signals/Routes/App/Navigation/Route.swift:3    plain data (enum with 2 cases, no methods); no other rule gives it a role; not data: its code builds or names screens (uses View 'ProfileView')",
            "ProfileView   struct  View     Tests/Fixtures/weak-signals/Routes/App/Navigation/Screens.swift:3  inherits from View",
            "SettingsView  struct  View     Tests/Fixtures/weak-signals/Routes/App/Navigation/Screens.swift:8  inherits from View",
        ])
    }

    /// Under tca, a reducer's extension in the file of the View nested in it (`Directory+View.swift`
    /// declaring `Directory.View`) is that View's code: its static view helper showing a `Card`
    /// breaks nothing. The same use in an extension of its own file is the reducer's, an error.
    @Test func anExtensionInItsNestedViewsFileIsThatViewsCode() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/Extensions", "--preset", "tca", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/Extensions/App/Directory/Directory+Banner.swift:4:38: error: Reducer 'Directory' must not use View 'Card'; Reducer may use Reducer, State, Action, Client [forbidden-dependency]

            """, err: ""))
        let explain = archlint("explain", "Directory", "Tests/Fixtures/weak-signals/Extensions", "--preset", "tca")
        #expect(explain.out.split(separator: "\n").filter { $0.contains("extended at") || $0.contains("in row → Card") }.map(String.init) == [
            "  extended at Tests/Fixtures/weak-signals/Extensions/App/Directory/Directory+Banner.swift:3:11",
            "  extended at Tests/Fixtures/weak-signals/Extensions/App/Directory/Directory+View.swift:3:11 (its code is View: its file declares View 'Directory.View' nested in it)",
            "  extended at Tests/Fixtures/weak-signals/Extensions/App/Directory/Directory+View.swift:13:11 (its code is View: its file declares View 'Directory.View' nested in it)",
            "  Tests/Fixtures/weak-signals/Extensions/App/Directory/Directory+View.swift:15:9 in row → Card (View): allowed, within role View",
        ])
    }

    /// Under mvc, what the framework's structure makes part of the screens is no Model by its
    /// `Models/` folder: the coordinator a representable nests, a gesture recognizer subclass.
    /// A `*Model` class there calling a controller still breaks `Model may use Model`.
    @Test func aScreenPartInAModelsFolderIsNoModel() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ModelFolder", "--preset", "mvc", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ModelFolder/App/Models/BoardModel.swift:4:16: error: Model 'BoardModel' must not use Controller 'BoardViewController'; Model may use Model [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ModelFolder", "--preset", "mvc")
        #expect(roles.out.split(separator: "\n").filter { $0.hasPrefix("PageControlView.") || $0.hasPrefix("SwipeGesture") }.map(String.init) == [
            "PageControlView.Coordinator  class   -            Tests/Fixtures/weak-signals/ModelFolder/App/Models/ImageCarousel.swift:22            path matches '**/Models/**' but it is nested in the representable PageControlView: part of the screens, not Model by its folder",
            "SwipeGesture                 class   -            Tests/Fixtures/weak-signals/ModelFolder/App/Models/SwipeGesture.swift:3              path matches '**/Models/**' but it is built on UIPanGestureRecognizer: part of the screens, not Model by its folder",
        ])
    }

    /// Under redux, the root reducer declared as a static `reducer` in an extension of the app's
    /// State is a Reducer's code: it may read actions and call the other reducers. The State's
    /// own function dispatching to the store still breaks `State may use State`.
    @Test func aReducerDeclaredInItsStateIsJudgedAsAReducer() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/StateReducer", "--preset", "redux", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/StateReducer/App/State/AppState.swift:18:34: error: State 'AppState' must not use Store 'AppStore'; State may use State [forbidden-dependency]
            Tests/Fixtures/weak-signals/StateReducer/App/State/AppState.swift:19:24: error: State 'AppState' must not use Action 'PlaceOrder'; State may use State [forbidden-dependency]

            """, err: ""))
    }

    /// Under mvc, values in `Models/` that only screens use (a crop tool's ratio enum, a tab
    /// strip's titles named `*Model`) are the screens' display state, not Models. A value a
    /// model class also uses, and a `Codable` one, stay Models, and a view holding them still
    /// breaks `View must not use Model`.
    @Test func valuesOnlyScreensUseAreNoModels() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ScreenState", "--preset", "mvc", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ScreenState/App/Views/FilterStripView.swift:4:17: error: View 'FilterStripView' must not use Model 'FilterItem' [forbidden-dependency]
            Tests/Fixtures/weak-signals/ScreenState/App/Views/PhotoCell.swift:4:16: error: View 'PhotoCell' must not use Model 'Photo' [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ScreenState", "--preset", "mvc")
        #expect(roles.out.split(separator: "\n").filter { $0.hasPrefix("CropRatio") || $0.hasPrefix("TabTitleModel") }.map(String.init) == [
            "CropRatio           enum    -           Tests/Fixtures/weak-signals/ScreenState/App/Models/CropRatio.swift:2                path matches '**/Models/**'; its shape agrees: plain data (enum with 3 cases, 1 computed, no methods) but only screens use it (Controller 'CropViewController'): their display state, not Model",
            "TabTitleModel       enum    -           Tests/Fixtures/weak-signals/ScreenState/App/Models/TabTitleModel.swift:2            name matches '*Model' but only screens use it (View 'TabStripView'): their display state, not Model",
        ])
    }
}

/// A value's own shape outranks a `Models/` folder or a `*Model` name when screens use it
/// (Tests/Fixtures/weak-signals/ScreenOptions): a list of options, an option set, a value
/// holding UIKit types and a `*Model` named after its view are what a screen offers or draws,
/// whatever role-less code holds them; a diffable item a section enum fills cells with, and a
/// value only such display state and views use, are the screens' too. A plain value the app's
/// configuration holds, a value a model keeps and one a Model holds stay Models.
@Suite struct ScreenOptionsTests {
    /// Under mvc, the picker's `CaseIterable` tap actions, its `OptionSet` of media kinds, a
    /// tab strip's `*Model` item holding a `UIImage` (all three also held by the role-less
    /// picker configuration), a `FilterCellModel` a role-less list builds, a poll item the
    /// section enum builds cells from and the style only that item and its cell use are no
    /// Models; the cell showing a `Photo` the configuration holds, a `Sticker` the library
    /// keeps and the `PhotoSource` a `Photo` holds still breaks `View must not use Model`.
    @Test func screenShapedValuesAreNoModels() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ScreenOptions", "--preset", "mvc", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ScreenOptions/App/Views/PhotoCell.swift:4:16: error: View 'PhotoCell' must not use Model 'Photo' [forbidden-dependency]
            Tests/Fixtures/weak-signals/ScreenOptions/App/Views/PhotoCell.swift:5:18: error: View 'PhotoCell' must not use Model 'Sticker' [forbidden-dependency]
            Tests/Fixtures/weak-signals/ScreenOptions/App/Views/PhotoCell.swift:6:18: error: View 'PhotoCell' must not use Model 'PhotoSource' [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ScreenOptions", "--preset", "mvc")
        let names = ["FilterCellModel ", "MediaOptions ", "PollItem ", "PollOptionStyle ", "SelectionTapAction ", "StickerTabModel "]
        #expect(roles.out.split(separator: "\n").filter { line in names.contains { line.hasPrefix($0) } }.map(String.init) == [
            "MediaOptions          struct  -           Tests/Fixtures/weak-signals/ScreenOptions/App/Models/MediaOptions.swift:2               path matches '**/Models/**' but only screens use it (View 'PickerView') and it is an option set (OptionSet): their display state, not Model",
            "PollItem              enum    -           Tests/Fixtures/weak-signals/ScreenOptions/App/Models/PollItem.swift:2                   path matches '**/Models/**'; its shape agrees: it declares Hashable but only screens use it (View 'PollOptionCell'): their display state, not Model",
            "PollOptionStyle       enum    -           Tests/Fixtures/weak-signals/ScreenOptions/App/Models/PollOptionStyle.swift:2            path matches '**/Models/**'; its shape agrees: it declares Hashable but only screens use it (View 'PollOptionCell'): their display state, not Model",
            "SelectionTapAction    enum    -           Tests/Fixtures/weak-signals/ScreenOptions/App/Models/SelectionTapAction.swift:2         path matches '**/Models/**'; its shape agrees: plain data (enum with 2 cases, no methods) but only screens use it (View 'PickerView') and it is a list of options (CaseIterable): their display state, not Model",
            "FilterCellModel       struct  -           Tests/Fixtures/weak-signals/ScreenOptions/App/Views/FilterCellModel.swift:2             name matches '*Model' but only screens use it (View 'FilterCell') and it is named after View 'FilterCell': their display state, not Model",
            "StickerTabModel       struct  -           Tests/Fixtures/weak-signals/ScreenOptions/App/Views/StickerTabModel.swift:4             name matches '*Model' but only screens use it (View 'PickerView') and its code names UIImage: their display state, not Model",
        ])
    }

    /// Under mvvm, a networking class in `Models/` is no confirmed Model because of the
    /// `Response` type nested in it (its role comes from the same folder): its use of the
    /// network service is a warning that says how to confirm the role, not an error.
    @Test func aTypeNestedInAFolderRoleDoesNotConfirmIt() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/NestedConfirmation", "--preset", "mvvm", "--no-color")
        #expect(lint == RunResult(status: 0, out: """
            Tests/Fixtures/weak-signals/NestedConfirmation/App/Models/GasPriceFetcher.swift:8:26: warning: Model 'GasPriceFetcher' must not use Service 'NetworkService'; Model may use Model (unconfirmed: 'GasPriceFetcher' is Model only by path matches '**/Models/**'; confirm with 'Model includes GasPriceFetcher' in the rules or '// archlint:role Model' above it) [forbidden-dependency]
            Tests/Fixtures/weak-signals/NestedConfirmation/App/Models/GasPriceFetcher.swift:10:19: warning: Model 'GasPriceFetcher' must not use Service 'NetworkService'; Model may use Model (unconfirmed: 'GasPriceFetcher' is Model only by path matches '**/Models/**'; confirm with 'Model includes GasPriceFetcher' in the rules or '// archlint:role Model' above it) [forbidden-dependency]

            """, err: ""))
    }
}

/// A value nested in a view or a view controller belongs to that screen: whatever role its
/// folder, a `*Model` or `*State` name or its shape gives, it is the screen's display state
/// when nothing but screens uses it (Tests/Fixtures/weak-signals/NestedScreenState,
/// NestedViewState). One a model also uses stays a Model, and a reducer's own `State` stays
/// State.
@Suite struct NestedScreenStateTests {
    /// Under mvc, a player controller's `PlayType` (declared in `Models/`) its content view
    /// reads, and a crop tool's nested `RatioModel` options its cells show, are no Models; a
    /// filter strip's `FilterModel` that the photo model applies stays one, and the views using
    /// it still break `View must not use Model`.
    @Test func valuesNestedInScreensAreTheirState() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/NestedScreenState", "--preset", "mvc", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/NestedScreenState/App/Views/FilterCell.swift:4:17: error: View 'FilterCell' must not use Model 'FilterStripView.FilterModel' [forbidden-dependency]
            Tests/Fixtures/weak-signals/NestedScreenState/App/Views/FilterStripView.swift:10:27: error: View 'FilterStripView' must not use Model 'FilterStripView.FilterModel' [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/NestedScreenState", "--preset", "mvc")
        #expect(roles.out.split(separator: "\n").filter { $0.prefix(while: { $0 != " " }).contains(".") }.map(String.init) == [
            "PlayerViewController.PlayType  enum    -           Tests/Fixtures/weak-signals/NestedScreenState/App/Models/PlayerTypes.swift:2                path matches '**/Models/**'; its shape agrees: plain data (enum with 2 cases, 1 computed, no methods) but it is nested in Controller 'PlayerViewController' and only screens use it (View 'PlayerContentView'): the screen's display state, not Model",
            "CropToolView.RatioModel        struct  -           Tests/Fixtures/weak-signals/NestedScreenState/App/Views/CropToolView.swift:5                name matches '*Model' but it is nested in View 'CropToolView' and only screens use it (View 'RatioCell'): the screen's display state, not Model",
            "FilterStripView.FilterModel    enum    Model       Tests/Fixtures/weak-signals/NestedScreenState/App/Views/FilterStripView.swift:5             name matches '*Model'",
        ])
    }

    /// Under tca, a design-system row's own `ViewState` holding the views it lays out is no
    /// State; a reducer's `State` holding a view still breaks `State may use State, Action,
    /// Reducer`.
    @Test func aViewsOwnStateIsNoStoreState() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/NestedViewState", "--preset", "tca", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/NestedViewState/App/Features/Counter.swift:8:20: error: State 'Counter.State' must not use View 'HintsView'; State may use State, Action, Reducer [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/NestedViewState", "--preset", "tca")
        #expect(roles.out.split(separator: "\n").filter { $0.hasPrefix("PlainRow.ViewState") }.map(String.init) == [
            "PlainRow.ViewState  struct  -        Tests/Fixtures/weak-signals/NestedViewState/App/Components/PlainRow.swift:5   name matches '*State' but it is nested in View 'PlainRow' and only that screen uses it: the screen's display state, not State",
        ])
    }

    /// Under mvc, a settings store over `UserDefaults` named `*Controller` (a plain NSObject in
    /// `Data/`, built on no screen class, holding no view) is no Controller, and a view reading
    /// its settings breaks nothing; a `*Controller` object owning a toolbar keeps the role, and
    /// the view calling it keeps its error.
    @Test func aControllerByNameAloneThatHoldsNoViewIsNoController() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/SettingsStore", "--preset", "mvc", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/SettingsStore/View/TerminalTextView.swift:10:41: error: View 'TerminalTextView' must not use Controller 'KeyboardAccessoryController' [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/SettingsStore", "--preset", "mvc")
        #expect(roles.out.split(separator: "\n").filter { $0.hasPrefix("TerminalSettingsController") || $0.hasPrefix("KeyboardAccessoryController") }.map(String.init) == [
            "KeyboardAccessoryController  class  Controller  Tests/Fixtures/weak-signals/SettingsStore/Controllers/KeyboardAccessoryController.swift:4  name matches '*Controller'",
            "TerminalSettingsController   class  -           Tests/Fixtures/weak-signals/SettingsStore/Data/TerminalSettingsController.swift:4          name matches '*Controller' but it is a plain NSObject keeping its data with UserDefaults, built on no screen class and holding no view: not Controller by its name",
        ])
    }

    /// Under mvvm-c, an extension of a Model declared in a view model's file, mapping the model
    /// to its row's view model, is the view model file's code: no "Model uses ViewModel". The
    /// same file's extension building a screen from the model is judged as a ViewModel's code
    /// (an error), and a view controller's extensions, in the view model's file or in one of
    /// its own, stay the View's and keep their errors.
    @Test func anExtensionOfDataIsItsDeclaringFilesCode() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/MappingExtensions", "--preset", "mvvm-c", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/MappingExtensions/Presentation/CafeDetail/CafeDetailViewController+Rows.swift:2:51: error: View 'CafeDetailViewController' must not use Service 'CafeRepository'; View may use ViewModel, Model [forbidden-dependency]
            Tests/Fixtures/weak-signals/MappingExtensions/Presentation/CafeDetail/CafeDetailViewModel.swift:21:34: error: View 'CafeDetailViewController' must not use Service 'CafeRepository'; View may use ViewModel, Model [forbidden-dependency]
            Tests/Fixtures/weak-signals/MappingExtensions/Presentation/CafeDetail/CafeDetailViewModel.swift:27:28: error: ViewModel extension of 'CafeModel' must not use View 'CafeDetailViewController' [forbidden-dependency]
            Tests/Fixtures/weak-signals/MappingExtensions/Presentation/CafeDetail/CafeDetailViewModel.swift:28:9: error: ViewModel extension of 'CafeModel' must not use View 'CafeDetailViewController' [forbidden-dependency]

            """, err: ""))
        let explain = archlint("explain", "CafeModel", "Tests/Fixtures/weak-signals/MappingExtensions", "--preset", "mvvm-c")
        #expect(explain.out.split(separator: "\n").filter { $0.contains("CafeDetailViewModel.swift:15:23") }.map(String.init) == [
            "  Tests/Fixtures/weak-signals/MappingExtensions/Presentation/CafeDetail/CafeDetailViewModel.swift:15:23 in rowViewModel → CafeRowViewModel (ViewModel): allowed, within role ViewModel",
        ])
    }

    /// Under tca with MVP for the shared code, a struct named by a view word (`*Display`,
    /// `*Cell`) that conforms to no view protocol, only to value protocols, is no View, even
    /// with computed text and methods: the reducer's State and Action keeping it break nothing.
    /// A real SwiftUI view kept in the State still does.
    @Test func aStructConformingToNoViewProtocolIsNoViewByName() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/ViewWords", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/ViewWords/App/Features/RoutineList.swift:10:20: error: State 'RoutineList.State' must not use View 'StreakBadgeView'; State may use State, Action, Reducer [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/ViewWords")
        #expect(roles.out.split(separator: "\n").filter { $0.hasPrefix("FilterCell") || $0.hasPrefix("RoutineDisplay") }.map(String.init) == [
            "FilterCell          struct  -        Tests/Fixtures/weak-signals/ViewWords/App/Shared/FilterCell.swift:4       name matches '*Cell' but it is a struct conforming to no view protocol, only to Codable, Hashable",
            "RoutineDisplay      struct  -        Tests/Fixtures/weak-signals/ViewWords/App/Shared/RoutineDisplay.swift:4   name matches '*Display' but it is a struct conforming to no view protocol, only to Equatable, Identifiable",
        ])
    }

    /// Under tca, `*State` and `*Action` name a reducer's values: a class named `*State` that
    /// views observe, a stored record's raw-value status enum, and a view's own filter struct or
    /// button descriptor that only views use are none of them. A model keeping a reducer's
    /// nested State, and that State keeping a UIKit view, still break their rules.
    @Test func aStateWordDecidesNoStateAgainstTheTypesKindOrUsers() {
        let lint = archlint("lint", "Tests/Fixtures/weak-signals/StateWords", "--no-color")
        #expect(lint == RunResult(status: 1, out: """
            Tests/Fixtures/weak-signals/StateWords/App/Features/RoutineEditor.swift:11:20: error: State 'RoutineEditor.State' must not use View 'ChartView'; State may use State, Action, Reducer [forbidden-dependency]
            Tests/Fixtures/weak-signals/StateWords/App/Shared/Models/Routine.swift:7:16: error: Model 'Routine' must not use State 'RoutineEditor.State'; Model may use Model [forbidden-dependency]

            """, err: ""))
        let roles = archlint("roles", "Tests/Fixtures/weak-signals/StateWords")
        #expect(roles.out.split(separator: "\n").filter { line in ["AppearanceState", "SyncState", "FilterState", "RowAction"].contains { line.hasPrefix($0 + " ") } }.map(String.init) == [
            "AppearanceState       class   -        Tests/Fixtures/weak-signals/StateWords/App/Shared/AppearanceState.swift:4     name matches '*State' but it is a class, not a value a reducer evolves",
            "SyncState             enum    Model    Tests/Fixtures/weak-signals/StateWords/App/Shared/Models/Routine.swift:10     path matches '**/Models/**'; its shape agrees: it declares Codable; name matches '*State' but it is an enum of String raw values, a status or an option, not a feature's State",
            "FilterState           struct  -        Tests/Fixtures/weak-signals/StateWords/App/Shared/RoutineFilterView.swift:4   name matches '*State' but only screens use it (View 'RoutineFilterView'): their display state, not State",
            "RowAction             struct  -        Tests/Fixtures/weak-signals/StateWords/App/Shared/RoutineFilterView.swift:10  name matches '*Action' but only screens use it (View 'RoutineFilterView'): their display state, not Action",
        ])
    }
}
