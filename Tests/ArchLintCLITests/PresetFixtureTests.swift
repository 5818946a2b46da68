import Testing

/// Each preset on a fixture app written in the style of its seed: exactly the expected
/// diagnostics, line by line, and exit status 1.
@Suite struct PresetFixtureTests {
    @Test func viperLoginModuleReportsExactlyItsPlantedBreaks() {
        let result = archlint("lint", "Tests/Fixtures/viper/App", "--preset", "viper")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/viper/App/Modules/Login/LoginInteractor.swift:8:17: error: Interactor 'LoginInteractor' must not use Router 'LoginRouterInput'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]",
            "Tests/Fixtures/viper/App/Modules/Login/LoginPresenter.swift:2:1: warning: Presenter 'LoginPresenter' should not import UIKit [forbidden-import]",
            "Tests/Fixtures/viper/App/Modules/Login/LoginPresenter.swift:11:24: error: Presenter 'LoginPresenter' must not use Service 'UserService'; Presenter may use View, Interactor, Router, Entity [forbidden-dependency]",
            "Tests/Fixtures/viper/App/Modules/Login/LoginViewController+Keyboard.swift:9:13: error: View 'LoginViewController' must not use Router 'LoginRouter'; View may use Presenter, Entity [forbidden-dependency]",
            "Tests/Fixtures/viper/App/Services/UserService.swift:6:26: error: Service 'UserService' must not use DataManager 'LoginDataManager'; Service may use Entity [forbidden-dependency]",
        ])
    }

    @Test func mvvmProfileAndSettingsReportsExactlyItsPlantedBreaks() {
        // The app's own .archlint.rules adds `ViewModel conforms to ObservableObject, @Observable`.
        let result = archlint("lint", "Tests/Fixtures/mvvm/App")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/mvvm/App/Features/Profile/ProfileViewModel+Avatar.swift:5:22: error: ViewModel 'ProfileViewModel' must not use 'UIImage' (matches 'UI[A-Z]*') [forbidden-dependency]",
            "Tests/Fixtures/mvvm/App/Features/Settings/NotificationPreferences.swift:8:20: error: ViewModel 'NotificationPreferences' must not use View 'SettingsViewController' [forbidden-dependency]",
            "Tests/Fixtures/mvvm/App/Features/Settings/SettingsViewController.swift:6:30: error: View 'SettingsViewController' must not use Service 'SettingsRepository'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/mvvm/App/Features/Settings/SettingsViewModel.swift:1:1: error: ViewModel 'SettingsViewModel' must not import UIKit [forbidden-import]",
            "Tests/Fixtures/mvvm/App/Models/Profile+Preview.swift:4:27: error: Model 'Profile' must not use ViewModel 'ProfileViewModel'; Model may use Model [forbidden-dependency]",
            "Tests/Fixtures/mvvm/App/Models/ProfileBadge.swift:1:1: error: Model 'ProfileBadge' must not import SwiftUI [forbidden-import]",
        ])
        // Plain data beside a SwiftUI helper (View+Swipe.swift) is not what imports SwiftUI.
        #expect(archlint("explain", "SwipeEdge", "Tests/Fixtures/mvvm/App").out.hasSuffix("""
            import SwiftUI: allowed, 'SwipeEdge' is plain data, which needs no framework: the import is the file's other code's

            """))
    }

    @Test func mvvmcCoinsWithCompositionRootReportsExactlyItsPlantedBreaks() {
        let result = archlint("lint", "Tests/Fixtures/mvvm-c/App", "--preset", "mvvm-c")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/mvvm-c/App/Scenes/Detail/CoinDetailViewModel.swift:1:1: error: ViewModel 'CoinDetailViewModel' must not import UIKit [forbidden-import]",
            "Tests/Fixtures/mvvm-c/App/Scenes/Detail/CoinDetailViewModel.swift:10:21: error: ViewModel 'CoinDetailViewModel' must not use 'UIColor' (matches 'UI[A-Z]*') [forbidden-dependency]",
            "Tests/Fixtures/mvvm-c/App/Scenes/Main/MainViewController.swift:16:32: error: View 'MainViewController' must not use Coordinator 'MainCoordinator'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/mvvm-c/App/Scenes/Main/MainViewModel.swift:24:26: error: ViewModel 'MainViewModel' must not use Coordinator 'MainCoordinator' [forbidden-dependency]",
        ])
    }

    @Test func cleanSwiftListOrdersSceneReportsExactlyItsPlantedBreaks() {
        let result = archlint("lint", "Tests/Fixtures/clean-swift/App", "--preset", "clean-swift")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/clean-swift/App/Scenes/ListOrders/ListOrdersPresenter.swift:12:21: error: Presenter 'ListOrdersPresenter' must not use Interactor 'ListOrdersBusinessLogic'; Presenter may use ViewController, Model [forbidden-dependency]",
            "Tests/Fixtures/clean-swift/App/Scenes/ListOrders/ListOrdersRouter.swift:23:37: error: Router 'ListOrdersRouter' must not use Interactor 'ListOrdersInteractor' [forbidden-dependency]",
            "Tests/Fixtures/clean-swift/App/Scenes/ListOrders/ListOrdersViewController.swift:18:33: error: ViewController 'ListOrdersViewController' must not use Worker 'OrdersExportWorker'; ViewController may use Interactor, Router, Model [forbidden-dependency]",
        ])
    }

    @Test func mvcNotesReportsExactlyItsPlantedBreaks() {
        // NotesToolbar names NotesViewController's action in a #selector sent up the responder
        // chain: a message's name, not a use of the controller, so no error.
        let result = archlint("lint", "Tests/Fixtures/mvc/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/mvc/App/Models/NoteStore.swift:11:55: warning: Model 'NoteStore' must not use Controller 'NotesViewController'; Model may use Model (unconfirmed: 'NoteStore' is Model only by path matches '**/Models/**'; confirm with 'Model includes NoteStore' in the rules or '// archlint:role Model' above it) [forbidden-dependency]",
            "Tests/Fixtures/mvc/App/Views/NoteCell+Model.swift:6:31: error: View 'NoteCell' must not use Model 'Note' [forbidden-dependency]",
            "Tests/Fixtures/mvc/App/Views/NoteEditorView.swift:10:21: error: View 'NoteEditorView' must not use Controller 'NoteEditorViewController' [forbidden-dependency]",
        ])
    }

    @Test func reduxTradingLogReportsExactlyItsPlantedBreaks() {
        let result = archlint("lint", "Tests/Fixtures/redux/App", "--preset", "redux")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/redux/App/Middleware/LoggingMiddleware.swift:10:31: error: Middleware 'LoggingMiddleware' must not use View 'TradingLogViewController'; Middleware may use Store, State, Action [forbidden-dependency]",
            "Tests/Fixtures/redux/App/Reducers/TradingLogReducer.swift:9:9: error: Reducer 'tradingLogReducer' must not use 'UserDefaults' [forbidden-dependency]",
            "Tests/Fixtures/redux/App/State/TradingLogState.swift:11:21: error: State 'TradingLogState' must not use Action 'TradingLogAction'; State may use State [forbidden-dependency]",
        ])
    }

    @Test func cleanArchitectureMoviesReportsExactlyItsPlantedBreaks() {
        // DefaultMoviesRepository (Data/) conforms to MoviesRepository (Domain/): its folder,
        // not its protocol's, makes it Data, so its use of MoviesAPI is allowed; Cancellable
        // (Common/), implemented only by a Data type, is not Data for it.
        let result = archlint("lint", "Tests/Fixtures/clean-architecture/App", "--preset", "clean-architecture")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/clean-architecture/App/Domain/Entities/Movie+Poster.swift:4:15: warning: Domain 'Movie' must not use Data 'MovieDTO'; Domain may use Domain (unconfirmed: 'Movie' is Domain only by path matches '**/Domain/**'; confirm with 'Domain includes Movie' in the rules or '// archlint:role Domain' above it) [forbidden-dependency]",
            "Tests/Fixtures/clean-architecture/App/Domain/Entities/Movie.swift:1:1: error: Domain 'Movie' must not import UIKit [forbidden-import]",
            "Tests/Fixtures/clean-architecture/App/Presentation/MoviesList/Movie+Row.swift:8:36: warning: Presentation extension of 'Movie' must not use Data 'MovieDTO'; Presentation may use Domain (unconfirmed: 'Movie' is Presentation only by its extension in Presentation/MoviesList/Movie+Row.swift, path matches '**/Presentation/**'; confirm with 'Presentation includes Movie' in the rules or '// archlint:role Presentation' above it) [forbidden-dependency]",
            "Tests/Fixtures/clean-architecture/App/Presentation/MoviesList/Movie+Row.swift:9:19: warning: Presentation extension of 'Movie' must not use Data 'MoviesAPI'; Presentation may use Domain (unconfirmed: 'Movie' is Presentation only by its extension in Presentation/MoviesList/Movie+Row.swift, path matches '**/Presentation/**'; confirm with 'Presentation includes Movie' in the rules or '// archlint:role Presentation' above it; 'MoviesAPI' is Data only by path matches '**/Data/**'; confirm with 'Data includes MoviesAPI' in the rules or '// archlint:role Data' above it) [forbidden-dependency]",
            "Tests/Fixtures/clean-architecture/App/Presentation/MoviesList/MoviesListViewModel.swift:17:32: warning: Presentation 'MoviesListViewModel' must not use Data 'MoviesAPI'; Presentation may use Domain (unconfirmed: 'MoviesAPI' is Data only by path matches '**/Data/**'; confirm with 'Data includes MoviesAPI' in the rules or '// archlint:role Data' above it) [forbidden-dependency]",
        ])
    }

    /// Movie's role is its folder's (Domain/): an extension of it written in another folder is
    /// that folder's code. In Data/ it may use MovieDTO (Data using Data), in Presentation/ the
    /// list's view model but not Data (the two errors above), and in Common/, a folder no rule
    /// gives a role, its code has none; in Domain/ (Movie+Poster) it stays Domain.
    @Test func anExtensionOfATypeWhoseRoleIsItsFolderSpeaksForTheFolderItIsWrittenIn() {
        let result = archlint("explain", "Movie", "Tests/Fixtures/clean-architecture/App", "--preset", "clean-architecture")
        let app = "Tests/Fixtures/clean-architecture/App"
        #expect(result.out.split(separator: "\n").prefix(6).map(String.init) == [
            "Movie (struct) at \(app)/Domain/Entities/Movie.swift:3:8",
            "  extended at \(app)/Common/Movie+Label.swift:2:11 (its code has no role: no folder rule matches its path)",
            "  extended at \(app)/Data/Network/Movie+DTO.swift:2:11 (its code is Data: path matches '**/Data/**')",
            "  extended at \(app)/Domain/Entities/Movie+Poster.swift:3:11",
            "  extended at \(app)/Presentation/MoviesList/Movie+Row.swift:3:11 (its code is Presentation: path matches '**/Presentation/**')",
            "role: Domain (weak), path matches '**/Domain/**'",
        ])
        #expect(result.out.contains("  \(app)/Data/Network/Movie+DTO.swift:3:14 in dto → MovieDTO (Data): allowed, within role Data\n"))
        #expect(result.out.contains("  \(app)/Common/Movie+Label.swift:3:25 in label → MovieDTO (Data): allowed, written in an extension of 'Movie' in Common/Movie+Label.swift, a folder that gives no role\n"))
    }

    @Test func cleanArchitectureWithMVVMInThePresentationLayerJudgesViewModelsByTheLayer() {
        // Inside Presentation/ the mvvm preset's roles judge each other; a ViewModel may run a
        // Domain use case (its layer may) and may not reach into Data.
        let result = archlint("lint", "Tests/Fixtures/clean-architecture/App", "--config", "Tests/Fixtures/clean-architecture/with-mvvm.rules")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/clean-architecture/App/Domain/Entities/Movie+Poster.swift:4:15: warning: Domain 'Movie' must not use Data 'MovieDTO'; Domain may use Domain (unconfirmed: 'Movie' is Domain only by path matches '**/Domain/**'; confirm with 'Domain includes Movie' in the rules or '// archlint:role Domain' above it) [forbidden-dependency]",
            "Tests/Fixtures/clean-architecture/App/Domain/Entities/Movie.swift:1:1: error: Domain 'Movie' must not import UIKit [forbidden-import]",
            "Tests/Fixtures/clean-architecture/App/Presentation/MoviesList/Movie+Row.swift:8:36: warning: Presentation extension of 'Movie' must not use Data 'MovieDTO'; Presentation may use Domain; here, where its area meets the rest, also Model, Service, View, ViewModel (unconfirmed: 'Movie' is Presentation only by its extension in App/Presentation/MoviesList/Movie+Row.swift, path matches '**/Presentation/**'; confirm with 'Presentation includes Movie' in the rules or '// archlint:role Presentation' above it) [forbidden-dependency]",
            "Tests/Fixtures/clean-architecture/App/Presentation/MoviesList/Movie+Row.swift:9:19: warning: Presentation extension of 'Movie' must not use Data 'MoviesAPI'; Presentation may use Domain; here, where its area meets the rest, also Model, Service, View, ViewModel (unconfirmed: 'Movie' is Presentation only by its extension in App/Presentation/MoviesList/Movie+Row.swift, path matches '**/Presentation/**'; confirm with 'Presentation includes Movie' in the rules or '// archlint:role Presentation' above it; 'MoviesAPI' is Data only by path matches '**/Data/**'; confirm with 'Data includes MoviesAPI' in the rules or '// archlint:role Data' above it) [forbidden-dependency]",
            "Tests/Fixtures/clean-architecture/App/Presentation/MoviesList/MoviesListViewModel.swift:17:32: warning: ViewModel 'MoviesListViewModel' must not use Data 'MoviesAPI'; ViewModel may use Model, Service; here, where its area meets the rest, also Presentation, Domain (unconfirmed: 'MoviesAPI' is Data only by path matches '**/Data/**'; confirm with 'Data includes MoviesAPI' in the rules or '// archlint:role Data' above it) [forbidden-dependency]",
        ])
    }

    @Test func explainCitesTheAllowListAsWrittenAndWhatTheAreaAddsApart() {
        // mvvm's line says 'ViewModel may use Model, Service'; Domain is allowed because the
        // area lies in Presentation/, which the rules line does not say.
        let app = "Tests/Fixtures/clean-architecture/App/Presentation/MoviesList/MoviesListViewModel.swift"
        let line = presetLine("mvvm", "ViewModel may use")
        let result = archlint("explain", "MoviesListViewModel", "Tests/Fixtures/clean-architecture/App", "--config", "Tests/Fixtures/clean-architecture/with-mvvm.rules")
        #expect(result.out.contains("""
              \(app):5:31 in searchMovies → SearchMoviesUseCase (Domain): allowed, ViewModel may use Model, Service; \
            here, where its area meets the rest, also Presentation, Domain [preset mvvm:\(line)]

            """))
    }

    @Test func aDependencyNamedTwiceOnItsLineIsOneError() {
        // `let service: ListService = ListServiceImpl()` and `let view: ListViewController =
        // ListViewController()`: a type (or a type and its protocol) twice on one line of one
        // member is one dependency; explain says where it was reported.
        let app = "Tests/Fixtures/one-declaration/App"
        let presenter = "Presenter 'ListPresenter' must not use Service"
        let allowed = "Presenter may use View, Interactor, Router, Entity [forbidden-dependency]"
        #expect(archlint("lint", app, "--preset", "viper") == RunResult(status: 1, out: """
            \(app)/ListInteractor.swift:7:15: error: Interactor 'ListInteractor' must not use View 'ListViewController'; \
            Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]
            \(app)/ListPresenter.swift:8:18: error: \(presenter) 'ListService'; \(allowed)
            \(app)/ListPresenter.swift:10:17: error: \(presenter) 'ListServiceImpl'; \(allowed)
            \(app)/ListPresenter.swift:12:18: error: \(presenter) 'ListServiceImpl'; \(allowed)

            """, err: ""))
        let explain = archlint("explain", "ListPresenter", app, "--preset", "viper").out
        #expect(explain.contains("\(app)/ListPresenter.swift:8:32 in service → ListServiceImpl (Service): reported once for its line, at 8:18: error, "))
    }

    @Test func tcaCounterReportsExactlyItsPlantedBreaks() {
        let result = archlint("lint", "Tests/Fixtures/tca/App", "--preset", "tca")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/tca/App/Features/Counter/CounterFeature.swift:29:17: error: Reducer 'CounterFeature' must not use 'UserDefaults' [forbidden-dependency]",
            "Tests/Fixtures/tca/App/Features/Counter/CounterView+Share.swift:5:20: error: View 'CounterView' must not use Client 'FactClient'; View may use Store, Reducer, State, Action [forbidden-dependency]",
        ])
    }

    @Test func mvpLoginAndProfileReportsExactlyItsPlantedBreaks() {
        let result = archlint("lint", "Tests/Fixtures/mvp/App", "--preset", "mvp")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/mvp/App/Scenes/Profile/ProfilePresenter.swift:1:1: warning: Presenter 'ProfilePresenter' should not import UIKit [forbidden-import]",
            "Tests/Fixtures/mvp/App/Scenes/Profile/ProfilePresenter.swift:4:28: error: Presenter 'ProfilePresenter' must not use View 'ProfileViewController' [forbidden-dependency]",
            "Tests/Fixtures/mvp/App/Scenes/Profile/ProfilePresenter.swift:7:16: error: Presenter 'ProfilePresenter' must not use View 'ProfileViewController' [forbidden-dependency]",
            "Tests/Fixtures/mvp/App/Scenes/Profile/ProfilePresenter.swift:14:38: warning: Presenter 'ProfilePresenter' should not use 'UIColor' (matches 'UI[A-Z]*') [forbidden-dependency]",
            "Tests/Fixtures/mvp/App/Scenes/Profile/ProfileViewController.swift:19:9: error: View 'ProfileViewController' must not use Service 'AuthService'; View may use Presenter, Model [forbidden-dependency]",
        ])
    }
}
