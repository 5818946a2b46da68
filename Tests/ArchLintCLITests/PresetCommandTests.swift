import Foundation
import Testing

/// The line of a preset's statement that starts with `prefix`, so expectations name the rule
/// that decides without copying line numbers.
func presetLine(_ preset: String, _ prefix: String) -> Int {
    let text = (try? String(contentsOfFile: "\(repositoryRoot)/Rules/\(preset).rules", encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.hasPrefix(prefix) } ?? -1) + 1
}

/// The commands around the presets: `explain`, `rules`, `roles` conflicts, and rules-file errors
/// from the command line (exit 2).
@Suite struct PresetCommandTests {
    @Test func explainPrintsRoleEvidenceAndTheVerdictOnEveryEdge() {
        #expect(archlint("explain", "UserInteractor", "Examples/VIPERUsers") == RunResult(status: 0, out: """
            UserInteractor (class) at Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:9:7
            role: Interactor, conforms to AnyInteractor (Interactor)
            edges: 8
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:9:23 → AnyInteractor (Interactor): allowed, within role Interactor
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:10:20 in presenter → AnyPresenter (Presenter): allowed, Interactor may use Presenter, Entity, DataManager, Service [preset viper:\(presetLine("viper", "Interactor may use"))]
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:14:15 in view → UserViewController (View): error, Interactor 'UserInteractor' must not use View 'UserViewController'; Interactor may use Presenter, Entity, DataManager, Service [preset viper:\(presetLine("viper", "Interactor may use"))] [forbidden-dependency]
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:18:25 in getUsers → URL (external): allowed, 'URL' has no role
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:19:20 in getUsers → URLSession (external): allowed, 'URLSession' has no role
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:21:73 in getUsers → FetchError (no role): allowed, 'FetchError' has no role
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:26:36 in getUsers → JSONDecoder (external): allowed, 'JSONDecoder' has no role
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:26:58 in getUsers → User (Entity): allowed, Interactor may use Presenter, Entity, DataManager, Service [preset viper:\(presetLine("viper", "Interactor may use"))]
            imports: 1
              Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:1:1 import Foundation: allowed, Interactor 'UserInteractor' in this file may import Foundation

            """, err: ""))
    }

    @Test func explainShowsWhereExtensionsAreAndWhatAllowsEachEdge() {
        let result = archlint("explain", "MainCoordinator", "Tests/Fixtures/mvvm-c/App", "--preset", "mvvm-c")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(result.status == 0)
        #expect(Array(lines.prefix(3)) == [
            "MainCoordinator (class) at Tests/Fixtures/mvvm-c/App/Coordinators/MainCoordinator.swift:3:13",
            "  extended at Tests/Fixtures/mvvm-c/App/Coordinators/MainCoordinator+Flow.swift:3:11",
            "role: Coordinator, conforms to Coordinator (Coordinator)",
        ])
        #expect(lines.contains("  Tests/Fixtures/mvvm-c/App/Coordinators/MainCoordinator+Flow.swift:9:25 in showDetail → CoinDetailViewModel (ViewModel): allowed, Coordinator may use View, ViewModel, Model, Service [preset mvvm-c:\(presetLine("mvvm-c", "Coordinator may use"))]"))
    }

    @Test func explainOfACompositionRootSaysItsReferencesAreConstruction() {
        let result = archlint("explain", "AppDependency", "Tests/Fixtures/mvvm-c/App", "--preset", "mvvm-c")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines[1] == "role: none, composition root")
        #expect(lines.contains("  Tests/Fixtures/mvvm-c/App/App/AppDependency.swift:12:29 in makeMainViewController → MainViewModel (ViewModel): allowed, 'AppDependency' is a composition root: its references are construction"))
    }

    @Test func explainOfAnUnknownTypeSuggestsTheClosestAndExitsTwo() {
        #expect(archlint("explain", "UserIntractor", "Examples/VIPERUsers") == RunResult(
            status: 2, out: "", err: "error: no type named 'UserIntractor' in the linted files; did you mean 'UserInteractor'?\n"))
    }

    @Test func explainNeedsATypeName() {
        #expect(archlint("explain") == RunResult(
            status: 2, out: "",
            err: "error: 'explain' needs a type name: archlint explain TYPE [PATH…]\nusage: archlint <command> [PATH…] [options]; see 'archlint --help'\n"))
    }

    @Test func rulesListsTheNinePresets() {
        #expect(archlint("rules") == RunResult(status: 0, out: """
            clean-architecture
            clean-swift
            mvc
            mvp
            mvvm
            mvvm-c
            redux
            tca
            viper

            # Use one in .archlint.rules ('use viper'), or print it: archlint rules NAME.
            # Paths in rules ('use NAME in PATH', 'ROLE is in PATH', 'ignore PATH') are relative to the
            # folder of the rules file that says them (a preset's, to that of the file that uses it),
            # whatever folder is linted and whatever the working directory.

            """, err: ""))
    }

    @Test(arguments: ["viper", "mvvm", "mvvm-c", "clean-swift", "mvc", "redux"])
    func everyPresetPrintsAHeaderSayingWhatItEnforcesAndCitingItsSource(name: String) throws {
        let result = archlint("rules", name)
        #expect(result.status == 0)
        let text = try String(contentsOfFile: "Rules/\(name).rules", encoding: .utf8)
        #expect(result.out == text)
        let header = text.split(separator: "\n").prefix { $0.hasPrefix("#") }.joined(separator: "\n")
        #expect(header.contains("What it enforces"))
        #expect(header.contains("seed"))
    }

    @Test func aRulesFileErrorIsReportedAtItsWordWithExitTwo() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/.archlint.rules", "use viper\nInteractor may use Presenter, Entity\nInteractor must not use Presentr\n")
        try writeFile(folder + "/A.swift", "final class A {}\n")
        #expect(archlint("lint", folder) == RunResult(
            status: 2, out: "", err: "\(folder)/.archlint.rules:3:25: error: unknown role 'Presentr'; did you mean 'Presenter'?\n"))
    }

    @Test func aRulesFileThatIsNotUTF8OrIsMissingStopsTheRunWithExitTwo() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/A.swift", "final class A {}\n")
        // "use viper # café" saved as Latin-1.
        #expect(FileManager.default.createFile(atPath: folder + "/.archlint.rules", contents: Data(Array("use viper # caf".utf8) + [0xE9, 0x0A])))
        #expect(archlint("lint", folder) == RunResult(status: 2, out: "", err: "\(folder)/.archlint.rules: error: cannot read rules file\n"))
        #expect(archlint("lint", folder, "--config", folder + "/none.rules") == RunResult(
            status: 2, out: "", err: "\(folder)/none.rules: error: no such rules file\n"))
    }

    @Test func aContradictionInTheRulesFileExitsTwo() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/.archlint.rules", "use viper\nPresenter may use View, Service\nPresenter must not use Service\n")
        #expect(archlint("lint", folder) == RunResult(
            status: 2, out: "", err: "\(folder)/.archlint.rules:3:24: error: 'Presenter must not use Service' contradicts line 2: 'Presenter may use View, Service'\n"))
    }

    @Test func rolesReportsConflictsInsteadOfGuessing() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/Mixed.swift", "protocol AnyPresenter {}\nprotocol AnyInteractor {}\nfinal class Mixed: AnyPresenter, AnyInteractor {}\n")
        let result = archlint("roles", folder + "/Mixed.swift", "--preset", "viper")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").last.map(String.init)?.hasSuffix("conflicting supertypes [conflict: conforms to AnyPresenter (Presenter); conforms to AnyInteractor (Interactor)]") == true)
    }

    @Test func aMisspeltPresetOptionSuggestsThePreset() {
        #expect(archlint("lint", "Examples/VIPERUsers", "--preset", "vipr") == RunResult(
            status: 2, out: "",
            err: "error: --preset: unknown preset 'vipr'; did you mean 'viper'? (presets: clean-architecture, clean-swift, mvc, mvp, mvvm, mvvm-c, redux, tca, viper)\n"))
    }

    /// `--preset NAME` names the rules: a rules file in the folder (here `use mvp`, by which a
    /// Presenter must not use a View) is not added to them; `--config` adds it on purpose.
    @Test func aPresetAloneIsThatPresetAloneBesideARulesFile() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/.archlint.rules", "use mvp\n")
        try writeFile(folder + "/App/Login.swift", """
            final class LoginPresenter { let view: LoginViewController? = nil }
            final class LoginViewController {}
            final class LoginInteractor { let view: LoginViewController? = nil }

            """)
        let interactor = "\(folder)/App/Login.swift:3:41: error: Interactor 'LoginInteractor' must not use View 'LoginViewController'; "
            + "Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]\n"
        #expect(archlint("lint", folder, "--preset", "viper") == RunResult(status: 1, out: interactor, err: ""))
        let both = archlint("lint", folder, "--preset", "viper", "--config", folder + "/.archlint.rules")
        #expect(both.out.contains("Presenter 'LoginPresenter' must not use View 'LoginViewController'"))
        #expect(both.out.contains(interactor))
    }
}
