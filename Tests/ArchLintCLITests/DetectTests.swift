import Foundation
import Testing

/// `archlint detect`: the pattern from what screens hold and each pattern's structures, weighed
/// by how well the code obeys the preset; areas that differ; no pattern for a library.
@Suite struct DetectTests {
    @Test func mixedAppIsMVCWithAVIPERArea() {
        let result = archlint("detect", "Tests/Fixtures/detect/MixedShop")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out == """
            pattern: mvc (confidence 0.57)
              - 8 of 11 screens hold their models directly (no ViewModel, Presenter or store): AccountViewController, OrdersViewController, HomeViewController, …
              - its rules: 16 of 16 types with a role break none
            areas that follow another pattern:
              use viper in VIPER?Modules/**   # 3 of its 3 screens point to viper, the rest of the app to mvc
            other candidates: viper 0.43

            """)
    }

    /// Domain and Data are framework targets of the Xcode project, in folders named Core/ and
    /// Storage/: the modules are the layers (read without the project, the app is MVVM), and
    /// init writes the same rules.
    @Test func domainAndDataFrameworkTargetsAreLayers() throws {
        let app = "Tests/Fixtures/detect/LayeredMovies"
        #expect(archlint("detect", app) == RunResult(status: 0, out: """
            pattern: clean-architecture (confidence 1.00)
              - layers: Domain (4 types) and Data (3 types) beside the screens
              - built as modules of their own: Data (framework), Domain (framework)
              - 1 Data type implements a Domain protocol: DefaultMoviesRepository: MoviesRepository
              - 1 use case in Domain: FetchMoviesUseCase
              - its rules: 9 of 9 types with a role break none
            areas that follow another pattern:
              use mvvm in App/Screens/**   # the Presentation layer's screens: 2 of 2 screens hold a ViewModel: MovieDetailViewController, MoviesViewController
            other candidates: mvvm 1.00

            """, err: ""))
        let copy = try copyOfRepositoryFolder(app)
        defer { removeTemporary((copy as NSString).deletingLastPathComponent) }
        #expect(archlint("init", copy).out == """
            created \(copy)/.archlint.rules (use clean-architecture, mvvm in App/Screens, as detected)
            archlint lint with these rules: no errors

            """)
    }

    @Test func mixedAppAsJSON() {
        let result = archlint("detect", "Tests/Fixtures/detect/MixedShop", "--format", "json")
        #expect(result.status == 0)
        #expect(result.out == """
            {
              "pattern": "mvc",
              "confidence": 0.57,
              "reason": null,
              "closeCall": null,
              "candidates": [
                {
                  "preset": "mvc",
                  "score": 0.57,
                  "evidence": [
                    "8 of 11 screens hold their models directly (no ViewModel, Presenter or store): AccountViewController, OrdersViewController, HomeViewController, …",
                    "its rules: 16 of 16 types with a role break none"
                  ]
                },
                {
                  "preset": "viper",
                  "score": 0.43,
                  "evidence": [
                    "3 of 11 screens talk to a Presenter that has an Interactor: CartViewController, CheckoutViewController, ReceiptViewController",
                    "3 features have a Presenter that drives its Interactor, and a Router: Cart, Checkout, Receipt",
                    "its rules: 25 of 25 types with a role break none"
                  ]
                }
              ],
              "areas": [
                {
                  "path": "VIPER Modules",
                  "pattern": "viper",
                  "confidence": 1.00
                }
              ]
            }

            """)
    }

    @Test func aLibraryGetsNoPatternAndTheReason() {
        let result = archlint("detect", "Tests/Fixtures/detect/TinyParser", "--format", "json")
        #expect(result.status == 0)
        #expect(result.out == """
            {
              "pattern": null,
              "confidence": 1.00,
              "reason": "no app entry (@main App, an application delegate, UIApplicationMain) and no screens: a library or a server",
              "closeCall": null,
              "candidates": [],
              "areas": []
            }

            """)
        #expect(archlint("detect", "Tests/Fixtures/detect/TinyParser").out
            == "pattern: none — no app entry (@main App, an application delegate, UIApplicationMain) and no screens: a library or a server\n")
    }

    /// Each preset's fixture app is detected as that preset: by what its screens hold (a
    /// ViewModel bound from outside counts, as in MVVM-C's strict variant), its structures
    /// (Clean Swift's cycle, TCA's reducers), or its layers (Clean Architecture), and a type
    /// named `…Store` is no Redux store in an app without reducers (the MVC notes app).
    @Test(arguments: ["viper", "mvvm", "mvvm-c", "clean-swift", "mvc", "redux", "tca", "mvp", "clean-architecture"])
    func eachPresetsFixtureIsDetectedAsIt(preset: String) {
        let first = archlint("detect", "Tests/Fixtures/\(preset)/App").out.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("pattern: \(preset) ("))
    }

    /// A SwiftUI view holding its nested `ViewModel` class is MVVM; a nested model struct named
    /// `ViewModel` (Clean Swift's `Scene.UseCase.ViewModel`) is not.
    @Test func aNestedViewModelClassIsAViewModel() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/WeatherApp.swift", "import SwiftUI\n@main struct WeatherApp: App {\n    var body: some Scene { WindowGroup { WeatherView(viewModel: .init()) } }\n}\n")
        try writeFile(folder + "/WeatherView.swift", """
            import SwiftUI
            extension WeatherView {
                final class ViewModel: ObservableObject { @Published var days: [String] = [] }
            }
            struct WeatherView: View {
                @StateObject var viewModel: ViewModel
                var body: some View { List(viewModel.days, id: \\.self) { Text($0) } }
            }
            """)
        #expect(archlint("detect", folder).out.hasPrefix("""
            pattern: mvvm (confidence 1.00)
              - 1 of 1 screens hold a ViewModel: WeatherView

            """))
    }

    /// "A library or a server" only when there are no screens at all: a package app whose
    /// screens are plain classes (no UI framework, so it builds anywhere) and whose entry is an
    /// executable's main.swift is an app.
    @Test func aPackageAppWithMainSwiftAndPlainClassScreensIsAnApp() {
        #expect(archlint("detect", "Tests/Fixtures/detect/NotesPackage") == RunResult(status: 0, out: """
            pattern: mvvm (confidence 1.00)
              - 1 of 1 screens hold a ViewModel: NoteListView
              - its rules: 4 of 4 types with a role break none

            """, err: ""))
        #expect(archlint("detect", "Examples/ModularShop") == RunResult(status: 0, out: """
            pattern: viper (confidence 0.67)
              - 1 of 2 screens talk to a Presenter that has an Interactor: CatalogViewController
              - 1 feature has a Presenter that drives its Interactor, and a Router: Catalog
              - its rules: 21 of 21 types with a role break none
            areas that follow another pattern:
              use mvvm in Sources/CartFeature/**   # its one screen points to mvvm, the rest of the app to viper
            other candidates: mvvm 0.31

            """, err: ""))
    }

    /// A dependency checked into the tree follows its authors' pattern, not the app's: Nuke's
    /// private `ImageViewController` in Pods/ is no screen of the app's.
    @Test func vendoredCodeHoldsNoScreens() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/App/AppDelegate.swift", "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try writeFile(folder + "/App/NotesViewController.swift", """
            import UIKit
            final class NotesViewController: UIViewController {
                let viewModel = NotesViewModel()
            }
            final class NotesViewModel {}
            """)
        try writeFile(folder + "/Pods/Nuke/Sources/ImageView.swift", "private final class ImageViewController {}\n")
        #expect(archlint("detect", folder).out.hasPrefix("""
            pattern: mvvm (confidence 1.00)
              - 1 of 1 screens hold a ViewModel: NotesViewController

            """))
    }

    /// Features are named after code someone wrote: VIPERUsers' protocols `AnyPresenter`,
    /// `AnyInteractor` and `AnyRouter` are contracts, not a feature "Any"; its screen holds
    /// `AnyPresenter`, whose implementation drives the interactor, so it is VIPER's.
    @Test func protocolsAloneNameNoFeature() {
        #expect(archlint("detect", "Examples/VIPERUsers").out == """
            pattern: viper (confidence 0.94)
              - 1 of 1 screens talk to a Presenter that has an Interactor: UserViewController
              - 1 feature has a Presenter that drives its Interactor, and a Router: User
              - its rules: 8 of 9 types with a role break none

            """)
    }

    /// Who talks to whom decides, not the names alone. Each fixture is an app shape detect
    /// got wrong (the first line says what it said), with the right answer now.
    @Test(arguments: [
        // mvp 0.50 tied with viper; evidence "(no Interactor in its module)" beside viper's modules.
        ("PluralVIPER", """
            pattern: viper (confidence 1.00)
              - 2 of 2 screens talk to a Presenter that has an Interactor: FeedViewController, LoginViewController
              - 2 features have a Presenter that drives its Interactor, and a Router: Feed, Login
              - its rules: 17 of 17 types with a role break none

            """),
        // viper 0.95: the view controllers hold an interactor and a router and name no presenter.
        ("CleanSwiftScenes", """
            pattern: clean-swift (confidence 1.00)
              - 2 of 2 screens send to an Interactor whose Presenter answers them (view → interactor → presenter → view): OrdersViewController, ProfileViewController
              - 2 cycles view → interactor → presenter → view: OrdersViewController, ProfileViewController
              - its rules: 19 of 19 types with a role break none

            """),
        // mvc 0.50: passive views set up by presenters; *Impl interactors and routers, *Assembly.
        ("AssemblyVIPER", """
            pattern: viper (confidence 1.00)
              - 2 of 2 screens are driven by a Presenter that has an Interactor: CropViewController, PickerViewController
              - 2 features have a Presenter that drives its Interactor, and a Router: Crop, Picker
              - its rules: 14 of 14 types with a role break none

            """),
        // mvc 0.60: the generic base view controller and the navigation controller were screens,
        // and the options screen's view model is a protocol declared in OptionsViewModel.swift.
        ("TrimmedMVVMC", """
            pattern: mvvm-c (confidence 0.95)
              - 3 of 3 screens hold a ViewModel: AboutViewController, OptionsViewController, StatusViewController
              - 1 coordinator owns the navigation (start(), a navigation controller): AppCoordinator
              - its rules: 10 of 11 types with a role break none

            """),
        // mvvm 1.00: the values a presenter hands to `display(_:)` were taken for view models.
        ("PassiveMVP", """
            pattern: mvp (confidence 1.00)
              - 2 of 2 screens are driven by a Presenter that has no Interactor: CommentsViewController, FeedViewController
              - 2 presenters have no Interactor and answer a screen: CommentsPresenter, FeedPresenter
              - its rules: 8 of 8 types with a role break none

            """),
    ])
    func whoTalksToWhomDecidesThePattern(app: String, expected: String) {
        #expect(archlint("detect", "Tests/Fixtures/detect/" + app) == RunResult(status: 0, out: expected, err: ""))
    }

    /// Four shapes detect got wrong on apps no one had read (the first line says what it said),
    /// each built here from the pattern itself.
    @Test(arguments: [
        // mvc 1.00: ReactorKit views bind a Reactor (Action, Mutation, State), no *ViewModel.
        ("ReactorTodo", """
            pattern: mvvm (confidence 1.00)
              - 3 of 3 screens bind a ReactorKit Reactor, their view model by another name: SettingsViewController, TaskEditViewController, TaskListViewController
              - its rules: 5 of 5 types with a role break none

            """),
        // none ("no screens"): SwiftUI views reach interactors through an injected container;
        // the interactors call repositories; no presenter or view model.
        ("InjectedInteractors", """
            pattern: clean-architecture (confidence 1.00)
              - 3 of 3 screens call Interactors with no Presenter, ViewModel or store between (through DIContainer): CountriesList, CountryDetails, FlagImage
              - its rules: 8 of 8 types with a role break none

            """),
        // clean-architecture 1.00: folders named Domain (plain models) and Data (clients the
        // screens' stores call directly), but no Domain contract that Data implements, no use case.
        ("FolderLayersMVVM", """
            pattern: mvvm (confidence 1.00)
              - 3 of 3 screens hold an observable store, their view model by another name: AlbumView, ChartsView, SettingsView
              - its rules: 7 of 7 types with a role break none

            """),
        // none ("no view controller"): Clean Swift scenes whose controllers subclass Texture's
        // ASDKViewController; one presenter answers through an Rx stream the screen subscribes to.
        ("TextureCleanSwift", """
            pattern: clean-swift (confidence 1.00)
              - 1 of 2 screens send to an Interactor whose Presenter answers them (view → interactor → presenter → view): RepoListController
              - 1 of 2 screens send to an Interactor that hands its results to a Presenter: RepoShowController
              - 1 cycle view → interactor → presenter → view: RepoListController
              - its rules: 20 of 20 types with a role break none

            """),
    ])
    func shapesMissedOnUnreadAppsAreDetected(app: String, expected: String) {
        #expect(archlint("detect", "Tests/Fixtures/detect/" + app) == RunResult(status: 0, out: expected, err: ""))
    }

    /// A folder is an area only where its own screens follow another pattern: the base
    /// classes in Common/ are no screens (their subclasses are), Features/Composer's views
    /// hold their observable ComposerStore (its view model by another name), and
    /// Features/Preferences is one screen with its tabs. Legacy/'s screens share the app's
    /// NotesStore from Models/, a model: they are MVC, an area.
    @Test func areasAreFoldersWhoseOwnScreensFollowAnotherPattern() {
        #expect(archlint("detect", "Tests/Fixtures/detect/AreasMVVM") == RunResult(status: 0, out: """
            pattern: mvvm (confidence 0.63)
              - 7 of 16 screens hold a ViewModel: AccountViewController, FeedViewController, GalleryViewController, …
              - 3 of 16 screens hold an observable store, their view model by another name: ComposerPreviewView, ComposerToolbarView, ComposerView
              - its rules: 28 of 28 types with a role break none
            areas that follow another pattern:
              use mvc in Legacy/**   # 3 of its 3 screens point to mvc, the rest of the app to mvvm
            other candidates: mvc 0.38

            """, err: ""))
    }

    /// A close call is said as one, with the fact that decided it: a VIPER app with one module
    /// whose presenter needs no interactor ties VIPER and MVP; its features have Interactors.
    @Test func aCloseCallNamesTheFactThatDecidedIt() {
        #expect(archlint("detect", "Tests/Fixtures/detect/CloseCallVIPER").out == """
            pattern: viper (confidence 0.50)
              close call: viper 0.50 or mvp 0.50: the features have Interactors (1 feature has a Presenter that drives its Interactor, and a Router: Feed), so viper
              - 1 of 2 screens talk to a Presenter that has an Interactor: FeedViewController
              - 1 feature has a Presenter that drives its Interactor, and a Router: Feed
              - its rules: 14 of 14 types with a role break none
            other candidates: mvp 0.50

            """)
    }

    /// Every kind of evidence line is a computed fact: it appears (for any candidate) on the
    /// fixtures where it is true and on none where it is false, names alike or not.
    @Test(arguments: [
        ("a Presenter that drives its Interactor, and a Router", ["PluralVIPER", "AssemblyVIPER", "CloseCallVIPER"], ["CleanSwiftScenes", "PassiveMVP", "TrimmedMVVMC"]),
        ("view → interactor → presenter → view", ["CleanSwiftScenes"], ["PluralVIPER", "AssemblyVIPER", "PassiveMVP", "CloseCallVIPER"]),
        ("no Interactor and answer", ["PassiveMVP", "CloseCallVIPER"], ["CleanSwiftScenes", "PluralVIPER", "AssemblyVIPER", "TextureCleanSwift"]),
        ("bind a ReactorKit Reactor", ["ReactorTodo"], ["TrimmedMVVMC", "FolderLayersMVVM", "NotesPackage"]),
        ("call Interactors with no Presenter, ViewModel or store between", ["InjectedInteractors"], ["CleanSwiftScenes", "PluralVIPER", "TextureCleanSwift"]),
        ("send to an Interactor that hands its results to a Presenter", ["TextureCleanSwift"], ["CleanSwiftScenes", "PluralVIPER", "InjectedInteractors"]),
        ("Domain protocol", ["LayeredMovies"], ["FolderLayersMVVM", "InjectedInteractors"]),
        ("in Domain: ", ["LayeredMovies"], ["FolderLayersMVVM", "InjectedInteractors"]),
        ("screens talk to a Presenter that has an Interactor", ["PluralVIPER", "CloseCallVIPER"], ["AssemblyVIPER", "CleanSwiftScenes", "PassiveMVP"]),
        ("screens are driven by a Presenter", ["AssemblyVIPER", "PassiveMVP"], ["PluralVIPER", "CleanSwiftScenes", "TrimmedMVVMC"]),
        ("screens talk to a Presenter that has no Interactor", ["CloseCallVIPER"], ["PluralVIPER", "PassiveMVP", "CleanSwiftScenes"]),
        ("the navigation (start(), a navigation controller)", ["TrimmedMVVMC"], ["PassiveMVP", "AssemblyVIPER"]),
        ("screens hold a ViewModel", ["TrimmedMVVMC", "NotesPackage"], ["PassiveMVP", "CleanSwiftScenes"]),
        ("hold their models directly", ["MixedShop"], ["TrimmedMVVMC", "AssemblyVIPER", "PassiveMVP"]),
    ])
    func evidenceAppearsWhereItIsTrueOnly(kind: String, trueIn: [String], falseIn: [String]) {
        func lines(_ app: String) -> String { archlint("detect", "Tests/Fixtures/detect/" + app, "--format", "json").out }
        for app in trueIn { #expect(lines(app).contains(kind), "\(app) should say '\(kind)'") }
        for app in falseIn { #expect(!lines(app).contains(kind), "\(app) should not say '\(kind)'") }
    }

    @Test func anUnknownFormatIsAUsageError() {
        let result = archlint("detect", "Tests/Fixtures/detect/TinyParser", "--format", "xml")
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("error: unknown format 'xml' for 'detect' (formats: text, json)\n"))
    }
}
