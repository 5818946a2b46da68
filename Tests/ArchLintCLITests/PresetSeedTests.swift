import Foundation
import Testing

/// The seeds' own code (shared seeds 000, 001 and 003) under their presets: unmodified it is
/// clean, and one injected break yields exactly that break.
@Suite struct PresetSeedTests {
    /// A temporary copy of a folder of the repository, edited by line.
    struct Copy {
        let root: String

        init(_ relative: String) throws {
            root = try copyOfRepositoryFolder(relative)
        }

        /// Inserts `line` before line `number` (1-based) of `file`.
        func insert(_ line: String, before number: Int, in file: String) throws {
            var lines = try readFile(root + "/" + file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.insert(line, at: number - 1)
            try writeFile(root + "/" + file, lines.joined(separator: "\n"))
        }

        func removeLines(containing text: String, in file: String) throws {
            let lines = try readFile(root + "/" + file).split(separator: "\n", omittingEmptySubsequences: false)
            try writeFile(root + "/" + file, lines.filter { !$0.contains(text) }.joined(separator: "\n"))
        }

        func remove() { removeTemporary(URL(fileURLWithPath: root).deletingLastPathComponent().path) }
    }

    /// Seed 000 is the example app without its deliberate violation.
    func seed000() throws -> Copy {
        let copy = try Copy("Examples/VIPERUsers/Sources/VIPERUsers")
        try copy.removeLines(containing: "var view: UserViewController?", in: "Interactor.swift")
        return copy
    }

    @Test func unmodifiedSeed000IsCleanUnderViper() throws {
        let copy = try seed000()
        defer { copy.remove() }
        #expect(archlint("lint", copy.root, "--preset", "viper") == RunResult(status: 0, out: "", err: ""))
    }

    @Test func seed000WithAViewHoldingItsRouterYieldsExactlyThatBreak() throws {
        let copy = try seed000()
        defer { copy.remove() }
        try copy.insert("    var router: AnyRouter?", before: 13, in: "View.swift")
        #expect(archlint("lint", copy.root, "--preset", "viper") == RunResult(
            status: 1,
            out: "\(copy.root)/View.swift:13:17: error: View 'UserViewController' must not use Router 'AnyRouter'; View may use Presenter, Entity [forbidden-dependency]\n",
            err: ""))
    }

    @Test func unmodifiedSeed001IsCleanUnderMVVM() {
        #expect(archlint("lint", "Tests/Fixtures/mvvm/Seed001", "--preset", "mvvm") == RunResult(status: 0, out: "", err: ""))
    }

    @Test func seed001WithAViewModelHoldingItsViewYieldsExactlyThatBreak() throws {
        let copy = try Copy("Tests/Fixtures/mvvm/Seed001")
        defer { copy.remove() }
        try copy.insert("    weak var view: LoginViewController?", before: 9, in: "LoginViewModel.swift")
        #expect(archlint("lint", copy.root, "--preset", "mvvm") == RunResult(
            status: 1,
            out: "\(copy.root)/LoginViewModel.swift:9:20: error: ViewModel 'LoginViewModel' must not use View 'LoginViewController' [forbidden-dependency]\n",
            err: ""))
    }

    @Test func unmodifiedSeed003IsCleanUnderCleanSwift() {
        // Includes the scene's setup() wiring and the Search.FetchRepositories.ViewModel struct.
        #expect(archlint("lint", "Tests/Fixtures/clean-swift/Seed003", "--preset", "clean-swift") == RunResult(status: 0, out: "", err: ""))
    }

    @Test func seed003WithAPresenterCallingTheWorkerYieldsExactlyThatBreak() throws {
        let copy = try Copy("Tests/Fixtures/clean-swift/Seed003")
        defer { copy.remove() }
        try copy.insert("    let worker = SearchWorker()", before: 12, in: "Search/SearchPresenter.swift")
        #expect(archlint("lint", copy.root, "--preset", "clean-swift") == RunResult(
            status: 1,
            out: "\(copy.root)/Search/SearchPresenter.swift:12:18: error: Presenter 'SearchPresenter' must not use Worker 'SearchWorker'; Presenter may use ViewController, Model [forbidden-dependency]\n",
            err: ""))
    }

    @Test func cleanSwiftSetupWiringIsConstructionNotDependency() {
        // setup() names SearchInteractor, SearchPresenter and SearchRouter: each edge is allowed
        // by the wiring rule, not flagged.
        let result = archlint("explain", "SearchViewController", "Tests/Fixtures/clean-swift/Seed003/Search", "--preset", "clean-swift")
        #expect(result.status == 0)
        let wiring = result.out.split(separator: "\n").filter { $0.contains(" in setup → ") }.map(String.init)
        #expect(wiring == [
            "  Tests/Fixtures/clean-swift/Seed003/Search/SearchViewController.swift:35:26 in setup → SearchInteractor (Interactor): allowed, wiring in 'setup' is construction (ViewController wires in setup) [preset clean-swift:\(presetLine("clean-swift", "ViewController wires in"))]",
            "  Tests/Fixtures/clean-swift/Seed003/Search/SearchViewController.swift:36:25 in setup → SearchPresenter (Presenter): allowed, wiring in 'setup' is construction (ViewController wires in setup) [preset clean-swift:\(presetLine("clean-swift", "ViewController wires in"))]",
            "  Tests/Fixtures/clean-swift/Seed003/Search/SearchViewController.swift:37:22 in setup → SearchRouter (Router): allowed, wiring in 'setup' is construction (ViewController wires in setup) [preset clean-swift:\(presetLine("clean-swift", "ViewController wires in"))]",
        ])
    }

    @Test func nestedCleanSwiftViewModelsAreModelsNotViewModels() {
        let result = archlint("roles", "Tests/Fixtures/clean-swift/Seed003/Search/SearchModels.swift", "--preset", "clean-swift")
        #expect(result == RunResult(status: 0, out: """
            TYPE                                KIND    ROLE   DECLARED AT                                                      REASON
            Search                              enum    Model  Tests/Fixtures/clean-swift/Seed003/Search/SearchModels.swift:7   path matches '**/*Models.swift'; confirmed: its file declares Model 'Repository'
            Search.FetchRepositories            enum    Model  Tests/Fixtures/clean-swift/Seed003/Search/SearchModels.swift:9   path matches '**/*Models.swift'; confirmed: its file declares Model 'Repository'
            Search.FetchRepositories.Request    struct  Model  Tests/Fixtures/clean-swift/Seed003/Search/SearchModels.swift:10  qualified name matches '*.*.Request'
            Search.FetchRepositories.Response   struct  Model  Tests/Fixtures/clean-swift/Seed003/Search/SearchModels.swift:13  qualified name matches '*.*.Response'
            Search.FetchRepositories.ViewModel  struct  Model  Tests/Fixtures/clean-swift/Seed003/Search/SearchModels.swift:18  qualified name matches '*.*.ViewModel'
            Repository                          struct  Model  Tests/Fixtures/clean-swift/Seed003/Search/SearchModels.swift:24  path matches '**/*Models.swift'; its shape agrees: it declares Codable

            """, err: ""))
    }
}
