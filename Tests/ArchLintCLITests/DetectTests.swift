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
              - its rules: 9 of 9 types with a role break none
            areas that follow another pattern:
              use mvvm in App/Screens/**   # the Presentation layer's screens: 2 of 2 screens hold a ViewModel: MovieDetailViewController, MoviesViewController
            other candidates: mvvm 1.00

            """, err: ""))
        let copy = try copyOfRepositoryFolder(app)
        defer { removeTemporary((copy as NSString).deletingLastPathComponent) }
        #expect(archlint("init", copy).out == "created \(copy)/.archlint.rules (use clean-architecture, mvvm in App/Screens, as detected)\n")
    }

    @Test func mixedAppAsJSON() {
        let result = archlint("detect", "Tests/Fixtures/detect/MixedShop", "--format", "json")
        #expect(result.status == 0)
        #expect(result.out == """
            {
              "pattern": "mvc",
              "confidence": 0.57,
              "reason": null,
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
                    "3 of 11 screens talk to a Presenter whose module has an Interactor: CartViewController, CheckoutViewController, ReceiptViewController",
                    "3 features have a Presenter, Interactor and Router: Cart, Checkout, Receipt",
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

    @Test func anUnknownFormatIsAUsageError() {
        let result = archlint("detect", "Tests/Fixtures/detect/TinyParser", "--format", "xml")
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("error: unknown format 'xml' for 'detect' (formats: text, json)\n"))
    }
}
