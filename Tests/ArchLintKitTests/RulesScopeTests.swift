import Foundation
@testable import ArchLintKit
import Testing

/// Scoped presets, overrides, wiring members, ignored paths and cycles, checked end to end.
@Suite struct RulesScopeTests {
    func lines(_ result: LintResult) -> [String] {
        result.violations.map { "\($0.file):\($0.location): \($0.severity.rawValue): \($0.message) [\($0.rule)]" }
    }

    @Test func aPresetForPartOfTheTreeReplacesThePresetUsedEverywhereThere() throws {
        let result = try lint([
            ("Modules/Login/LoginInteractor.swift", "final class LoginInteractor { var view: LoginViewController? }"),
            ("Modules/Login/LoginViewController.swift", "final class LoginViewController: UIViewController { var model: SettingsViewModel? }"),
            ("Features/Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController { let viewModel = SettingsViewModel() }"),
            ("Features/Settings/SettingsViewModel.swift", "import UIKit\nfinal class SettingsViewModel { weak var view: SettingsViewController? }"),
        ], rules: "use viper\nuse mvvm in Features/Settings/**")
        // The VIPER View's use of the MVVM area's SettingsViewModel is judged as VIPER reads it:
        // VIPER has no ViewModel, and its rules give the type no role (see
        // ClassifierStructureTests' area tests).
        #expect(lines(result) == [
            "Features/Settings/SettingsViewModel.swift:1:1: error: ViewModel 'SettingsViewModel' must not import UIKit [forbidden-import]",
            "Features/Settings/SettingsViewModel.swift:2:48: error: ViewModel 'SettingsViewModel' must not use View 'SettingsViewController' [forbidden-dependency]",
            "Modules/Login/LoginInteractor.swift:1:41: error: Interactor 'LoginInteractor' must not use View 'LoginViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]",
        ])
    }

    /// Where a scoped preset says anything of a role, its rules judge the role there, every
    /// kind of them: MVC's `View must not use concrete Controller` does not follow MVVM's View
    /// into the area; MVVM's allow-list decides (a Controller, MVC's name for DownloadController,
    /// is none of the roles it lists).
    @Test func aScopedPresetReplacesEveryKindOfRuleForTheRolesItGoverns() throws {
        let result = try lint([
            ("Features/Downloads/DownloadController.swift", "final class DownloadController { let list = UITableView() }"),
            ("Features/Downloads/DownloadsView.swift", "struct DownloadsView: View { let downloads: DownloadController }"),
        ], rules: "use mvc\nuse mvvm in Features/**")
        #expect(lines(result) == [
            "Features/Downloads/DownloadsView.swift:1:45: error: View 'DownloadsView' must not use Controller 'DownloadController'; View may use ViewModel, Model [forbidden-dependency]",
        ])
    }

    /// SnackbarPresenter is Presentation (Clean Architecture's name), in an MVVM area outside
    /// every layer folder: it may use the area's Model, and still not Data.
    @Test func aRoleOnlyTheOuterPresetHasMayUseTheAreasRoles() throws {
        let result = try lint([
            ("UI/Snackbar/SnackbarPresenter.swift", "final class SnackbarPresenter { var shown: SnackbarModel?; let api: SnackbarAPIClient }"),
            ("UI/Snackbar/SnackbarModel.swift", "final class SnackbarModel { let title = \"\" }"),
            ("Data/SnackbarAPIClient.swift", "final class SnackbarAPIClient {}"),
        ], rules: "use clean-architecture\nuse mvvm in UI/**")
        #expect(lines(result) == [
            "UI/Snackbar/SnackbarPresenter.swift:1:69: error: Presentation 'SnackbarPresenter' must not use Data 'SnackbarAPIClient'; Presentation may use Domain; here, where its area meets the rest, also Model, Service, View, ViewModel [forbidden-dependency]",
        ])
    }

    @Test func aScopedPresetsFrameworkBasesAndNamesWinInsideItsScope() throws {
        let result = try lint([
            ("Features/Profile/ProfileViewController.swift", "final class ProfileViewController: UIViewController {}\nfinal class ProfileViewModel {}"),
            ("Scenes/List/ListViewController.swift", "final class ListViewController: UIViewController {}"),
        ], rules: "use clean-swift\nuse mvvm in Features/**")
        #expect(roles(result) == [
            "ProfileViewController: View (inherits from UIViewController)",
            "ProfileViewModel: ViewModel (name matches '*ViewModel')",
            "ListViewController: ViewController (inherits from UIViewController)",
        ])
    }

    @Test func aLaterAllowListOverridesAPresetsDeny() throws {
        let sources = [("LoginViewModel.swift", "final class LoginViewModel { weak var view: LoginViewController? }\nfinal class LoginViewController: UIViewController {}")]
        #expect(lines(try lint(sources, rules: "use mvvm")) == [
            "LoginViewModel.swift:1:45: error: ViewModel 'LoginViewModel' must not use View 'LoginViewController' [forbidden-dependency]",
        ])
        var parser = RulesParser()
        try parser.read("use mvvm", file: "--preset")
        try parser.read("ViewModel may use Model, Service, View", file: "app.rules")
        let scanned = sources.map { Scanner.scan(source: $0.1, path: $0.0) }
        #expect(Pipeline.run(scanned: scanned, relativePaths: sources.map(\.0), rules: parser.ruleSet).violations.isEmpty)
    }

    @Test func onlyTheNamedWiringMemberIsConstruction() throws {
        let result = try lint([("SearchViewController.swift", """
            final class SearchViewController: UIViewController {
                private func setup() { _ = SearchWorker() }
                private func reload() { _ = SearchWorker() }
            }
            final class SearchWorker {}
            """)], rules: "use clean-swift")
        #expect(lines(result) == [
            "SearchViewController.swift:3:33: error: ViewController 'SearchViewController' must not use Worker 'SearchWorker'; ViewController may use Interactor, Router, Model [forbidden-dependency]",
        ])
    }

    @Test func ignoredPathsAreNotLinted() throws {
        let result = try lint([
            ("App/Generated/Assets.swift", "final class AssetInteractor { var view: HomeView? }"),
            ("App/HomeView.swift", "final class HomeView: UIView {}"),
            ("AppTests/HomeInteractorTests.swift", "final class HomeInteractorSpy { var view: HomeView? }"),
        ], rules: "use viper\nignore **/Generated/**, AppTests/**")
        #expect(result.project.types.map(\.name) == ["HomeView"])
        #expect(result.violations.isEmpty)
    }

    /// From files on disk: an ignored file is never opened (a pipe named `.swift` there would
    /// be reported as unreadable), and the others keep their order.
    @Test func ignoredFilesOnDiskAreNeverRead() throws {
        let root = NSTemporaryDirectory() + "archlint-ignored-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in [("App/HomeView.swift", "final class HomeView: UIView {}"), ("App/HomeInteractor.swift", "final class HomeInteractor {}"),
                             ("App/R.generated.swift", "final class RInteractor { var view: HomeView? }")] {
            try FileManager.default.createDirectory(atPath: root + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: root + "/" + path, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: root + "/App/Generated", withIntermediateDirectories: true)
        #expect(mkfifo(root + "/App/Generated/Pipe.swift", 0o600) == 0)
        // A walk skips the pipe; named on its own (as an Xcode target's inputs are), it is read.
        let pipe = SourceFile(location: root + "/App/Generated/Pipe.swift", displayPath: root + "/App/Generated/Pipe.swift", relativePath: "App/Generated/Pipe.swift")
        let files = try [pipe] + SourceDiscovery.swiftFiles(under: [root])
        #expect(files.count == 4)
        let rules = try RulesParser.parse("use viper\nignore **/*.generated.swift, **/Generated/**", file: "app.rules")
        let result = Pipeline.run(files, rules: rules)
        #expect(result.relativePaths == ["App/HomeInteractor.swift", "App/HomeView.swift"])
        #expect(result.project.files.allSatisfy { $0.problems.isEmpty })
        #expect(result.violations.isEmpty)
        // Nothing ignored (generated code too, once the rules check it): every file is read, the
        // pipe reported.
        let unfiltered = Pipeline.run(files, rules: try RulesParser.parse("roles View, Interactor\ncheck vendored", file: "app.rules"))
        #expect(unfiltered.relativePaths.count == 4)
        #expect(unfiltered.project.files.map { $0.problems.map(\.kind) } == [[.unreadable], [], [], []])
    }

    @Test func typeCyclesReportTheShortestCycleOnceAtItsFirstEdge() throws {
        let result = try lint([
            ("A.swift", "final class A { var b: B?; var c: C? }"),
            ("B.swift", "final class B { var c: C? }"),
            ("C.swift", "final class C { var a: A? }"),
            ("D.swift", "final class D { var e: E? }\nfinal class E { var d: D? }"),
            ("F.swift", "final class F { var a: A? }"),
            ("G.swift", "final class G { var helper: Helper?\n    final class Helper { weak var owner: G? } }"),
        ], rules: "roles Thing\nno cycles among types")
        #expect(lines(result) == [
            "A.swift:1:35: error: cycle among types: A → C → A [dependency-cycle]",
            "D.swift:1:24: error: cycle among types: D → E → D [dependency-cycle]",
        ])
    }

    @Test func roleCyclesIgnoreConstruction() throws {
        let sources = [
            ("P.swift", "final class LoginPresenter { var interactor: LoginInteractor? }"),
            ("I.swift", "final class LoginInteractor { var presenter: LoginPresenter? }"),
            ("R.swift", "final class LoginRouter { func build() { _ = LoginPresenter() } }"),
            ("Assembly.swift", "final class LoginAssembly { let router = LoginRouter(); let p = LoginPresenter() }"),
        ]
        #expect(lines(try lint(sources, rules: "use viper\nno cycles among roles")) == [
            "I.swift:1:46: error: cycle among roles: Interactor → Presenter → Interactor [dependency-cycle]",
        ])
    }

    @Test func moduleCyclesFollowTheSwiftPMLayout() throws {
        #expect(ModuleLayout.module(ofRelativePath: "Sources/Feature/Login/View.swift") == "Feature")
        #expect(ModuleLayout.module(ofRelativePath: "App/Sources/Core/A.swift") == "Core")
        #expect(ModuleLayout.module(ofRelativePath: "Sources/A.swift") == nil)
        #expect(ModuleLayout.module(ofRelativePath: "App/Login/View.swift") == nil)
        // The last layout folder with a module and a file below it; empty components left out.
        #expect(ModuleLayout.module(ofRelativePath: "Sources/Tests/Core/A.swift") == "Core")
        #expect(ModuleLayout.module(ofRelativePath: "Sources/Kit/Tests/A.swift") == "Kit")
        #expect(ModuleLayout.module(ofRelativePath: "Packages//Sources//Net/Client/A.swift") == "Net")
        #expect(ModuleLayout.module(ofRelativePath: "Tests/Café/Überprüfung.swift") == "Café")
        #expect(ModuleLayout.module(ofRelativePath: "MySources/Core/A.swift") == nil)
        #expect(ModuleLayout.module(ofRelativePath: "Sources/Core/") == nil)
        #expect(ModuleLayout.module(ofRelativePath: "") == nil)
        let result = try lint([
            ("Sources/Core/Session.swift", "import Feature\npublic final class Session { var screen: LoginScreen? }"),
            ("Sources/Feature/LoginScreen.swift", "import Core\npublic final class LoginScreen { let session = Session() }"),
            ("Sources/App/Main.swift", "import Feature\nfinal class Main { let screen = LoginScreen() }"),
        ], rules: "roles Thing\nno cycles among modules")
        #expect(lines(result) == [
            "Sources/Core/Session.swift:2:42: error: cycle among modules: Core → Feature → Core [dependency-cycle]",
        ])
    }
}
