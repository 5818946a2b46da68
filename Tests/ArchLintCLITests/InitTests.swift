import Foundation
import Testing

/// `archlint init [PATH] [--preset NAME] [--freeze] [--force]`.
@Suite struct InitTests {
    /// The seed VIPER app's sources, without its rules file.
    static func seedSources() throws -> String {
        let folder = try makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Examples/VIPERUsers/Sources", toPath: folder + "/Sources")
        return folder
    }

    static let viperRules = """
        # ArchLint rules: `archlint rules viper` prints what the preset says; add your own
        # statements below it (the language is in ArchLint's README, under "Rules").
        # `archlint detect` found viper (confidence 0.94):
        #   1 of 1 screens talk to a Presenter that has an Interactor: UserViewController
        #   1 feature has a Presenter that drives its Interactor, and a Router: User
        #   its rules: 8 of 9 types with a role break none
        use viper

        """

    @Test func initChoosesThePresetThatFitsAndWritesTheRulesFile() throws {
        let folder = try Self.seedSources()
        defer { removeTemporary(folder) }
        #expect(archlint("init", folder) == RunResult(status: 0, out: """
            created \(folder)/.archlint.rules (use viper, as detected)
            archlint lint with these rules: 1 error (most: Interactor → View 1)

            """, err: ""))
        #expect(try readFile(folder + "/.archlint.rules") == Self.viperRules)
        // Without a baseline the seed app's violation fails the run.
        #expect(archlint("lint", folder).status == 1)
    }

    @Test func freezeWritesABaselineSoLintPassesUntilSomethingNewBreaks() throws {
        let folder = try Self.seedSources()
        defer { removeTemporary(folder) }
        #expect(archlint("init", folder, "--preset", "viper", "--freeze") == RunResult(status: 0, out: """
            created \(folder)/.archlint.rules (use viper, as asked)
            created \(folder)/.archlint-baseline.json (1 violation accepted; only new ones fail)

            """, err: ""))
        #expect(try readFile(folder + "/.archlint-baseline.json") == """
            {
              "version": 2,
              "entries": [
                {
                  "rule": "forbidden-dependency",
                  "source": "UserInteractor",
                  "target": "UserViewController",
                  "module": "VIPERUsers",
                  "file": "Sources/VIPERUsers/Interactor.swift",
                  "count": 1,
                  "uses": [
                    {
                      "member": "view",
                      "line": "62b16da8c6661354"
                    }
                  ]
                }
              ]
            }

            """)
        #expect(archlint("lint", folder) == RunResult(status: 0, out: "", err: ""))

        let interactor = folder + "/Sources/VIPERUsers/Interactor.swift"
        try writeFile(interactor, "import UIKit\n" + (try readFile(interactor)))
        #expect(archlint("lint", folder) == RunResult(
            status: 1, out: "\(interactor):1:1: error: Interactor 'UserInteractor' must not import UIKit [forbidden-import]\n", err: ""))
    }

    @Test func initRefusesToOverwriteWithoutForce() throws {
        let folder = try Self.seedSources()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/.archlint.rules", "use viper\nInteractor must not use Router\n")
        #expect(archlint("init", folder) == RunResult(
            status: 2, out: "", err: "\(folder)/.archlint.rules: error: already exists; pass --force to replace it\n"))
        #expect(try readFile(folder + "/.archlint.rules") == "use viper\nInteractor must not use Router\n")

        #expect(archlint("init", folder, "--force").status == 0)
        #expect(try readFile(folder + "/.archlint.rules") == Self.viperRules)
    }

    @Test func freezeRefusesToOverwriteABaselineWithoutForce() throws {
        let folder = try Self.seedSources()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/.archlint-baseline.json", "{\"version\": 1, \"entries\": []}\n")
        #expect(archlint("init", folder, "--freeze") == RunResult(
            status: 2, out: "", err: "\(folder)/.archlint-baseline.json: error: already exists; pass --force to replace it\n"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/.archlint.rules"))
    }

    @Test func initNeedsAFolderAndAKnownPreset() throws {
        let folder = try Self.seedSources()
        defer { removeTemporary(folder) }
        #expect(archlint("init", folder + "/nowhere") == RunResult(status: 2, out: "", err: "\(folder)/nowhere: error: no such folder\n"))
        #expect(archlint("init", folder, "--preset", "vipr").err.hasPrefix("error: unknown preset 'vipr' (presets: "))
        #expect(!FileManager.default.fileExists(atPath: folder + "/.archlint.rules"))
    }

    @Test func initOnCodeNoPresetRecognisesAsksForAPreset() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/Numbers.swift", "struct Numbers { let values: [Int] }\n")
        #expect(archlint("init", folder) == RunResult(status: 2, out: "", err: """
            error: no architecture to detect: no app entry (@main App, an application delegate, UIApplicationMain) and no screens: \
            a library or a server; pass --preset NAME to choose one (presets: clean-architecture, clean-swift, mvc, mvp, mvvm, mvvm-c, redux, tca, viper)

            """))
        #expect(!FileManager.default.fileExists(atPath: folder + "/.archlint.rules"))
    }

    /// A mixed app: the main `use` line, and a `use … in` line for the area that follows
    /// another pattern, each with its evidence; the app lints clean with it (the VIPER modules'
    /// Interactors may use the app's Models, which its folder gives their role). The folder's
    /// space is matched by `?`: a rules file has no quoting.
    @Test func initOnAMixedAppWritesItsAreasAndTheAppLintsClean() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try FileManager.default.copyItem(atPath: repositoryRoot + "/Tests/Fixtures/detect/MixedShop", toPath: folder + "/MixedShop")
        let app = folder + "/MixedShop"
        #expect(archlint("init", app) == RunResult(status: 0, out: """
            created \(app)/.archlint.rules (use mvc, viper in VIPER Modules, as detected)
            archlint lint with these rules: no errors

            """, err: ""))
        #expect(try readFile(app + "/.archlint.rules") == """
            # ArchLint rules: `archlint rules mvc` prints what the preset says; add your own
            # statements below it (the language is in ArchLint's README, under "Rules").
            # `archlint detect` found mvc (confidence 0.57):
            #   8 of 11 screens hold their models directly (no ViewModel, Presenter or store): AccountViewController, OrdersViewController, HomeViewController, …
            #   its rules: 16 of 16 types with a role break none
            # runner-up: viper (0.43): 3 of 11 screens talk to a Presenter that has an Interactor: CartViewController, CheckoutViewController, ReceiptViewController
            use mvc

            # VIPER Modules: 3 of its 3 screens point to viper, the rest of the app to mvc
            use viper in VIPER?Modules/**

            """)
        #expect(archlint("lint", app) == RunResult(status: 0, out: "", err: ""))
    }

    /// The first command a newcomer runs works on apps of every shape: a package app whose
    /// entry is main.swift and whose screens are plain classes in feature libraries
    /// (ModularShop), a UIKit VIPER app (VIPERUsers), and a fresh SwiftPM app with a view, a
    /// view model and a service. Each lints with the rules written, with only the errors
    /// that are true (VIPERUsers' Interactor holds its view controller; ModularShop's CartFeature
    /// module, whose one screen is MVVM's, is an area, where its view model pokes its view).
    @Test(arguments: [
        ("Examples/ModularShop", "use viper, mvvm in Sources/CartFeature", [
            "Sources/CartFeature/CartViewModel.swift:14:27: error: ViewModel 'CartViewModel' must not use View 'CartView' [forbidden-dependency]",
        ]),
        ("Examples/VIPERUsers", "use viper", [
            "Sources/VIPERUsers/Interactor.swift:14:15: error: Interactor 'UserInteractor' must not use View 'UserViewController'; "
                + "Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]",
        ]),
        ("Tests/Fixtures/detect/NotesPackage", "use mvvm", []),
    ])
    func initWorksOnAppsOfEveryShapeAndTheirRulesFindNoFalseError(app: String, use: String, errors: [String]) throws {
        let copy = try copyOfRepositoryFolder(app)
        defer { removeTemporary((copy as NSString).deletingLastPathComponent) }
        try? FileManager.default.removeItem(atPath: copy + "/.archlint.rules")
        let created = archlint("init", copy)
        #expect(created.status == 0)
        #expect(created.err == "")
        #expect(created.out.hasPrefix("created \(copy)/.archlint.rules (\(use), as detected)\n"))
        let lint = archlint("lint", copy)
        #expect(lint.out == errors.map { "\(copy)/\($0)\n" }.joined())
        #expect(lint.status == (errors.isEmpty ? 0 : 1))
    }

    /// A close call is written into the rules file with the fact that decided it and the
    /// runner-up, so whoever reads the file can choose the other preset knowingly.
    @Test func initWritesTheCloseCallAndTheRunnerUp() throws {
        let copy = try copyOfRepositoryFolder("Tests/Fixtures/detect/CloseCallVIPER")
        defer { removeTemporary((copy as NSString).deletingLastPathComponent) }
        #expect(archlint("init", copy).status == 0)
        #expect(try readFile(copy + "/.archlint.rules") == """
            # ArchLint rules: `archlint rules viper` prints what the preset says; add your own
            # statements below it (the language is in ArchLint's README, under "Rules").
            # `archlint detect` found viper (confidence 0.50):
            #   1 of 2 screens talk to a Presenter that has an Interactor: FeedViewController
            #   1 feature has a Presenter that drives its Interactor, and a Router: Feed
            #   its rules: 14 of 14 types with a role break none
            # close call: viper 0.50 or mvp 0.50: the features have Interactors (1 feature has a Presenter that drives its Interactor, and a Router: Feed), so viper
            # runner-up: mvp (0.50): 1 of 2 screens talk to a Presenter that has no Interactor: DetailsViewController
            use viper

            """)
    }

    /// After writing the rules, init lints once and says what a first `archlint lint` will
    /// say: the errors, the role pairs with the most, and on an app with many, how to accept
    /// them and fail only on new ones.
    @Test func initSummarisesTheFirstLintAndSuggestsFreezingMany() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        for name in ["Cart", "Feed", "Login", "Orders", "Profile", "Search"] {
            try writeFile(folder + "/\(name)/\(name)Module.swift", """
                import UIKit
                final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
                final class \(name)Presenter { var interactor: \(name)Interactor?; var router: \(name)Router? }
                final class \(name)Router {}
                final class \(name)Interactor {
                    weak var view: \(name)ViewController?
                    var router: \(name)Router?
                }
                """)
        }
        #expect(archlint("init", folder, "--preset", "viper") == RunResult(status: 0, out: """
            created \(folder)/.archlint.rules (use viper, as asked)
            archlint lint with these rules: 12 errors (most: Interactor → Router 6, Interactor → View 6)
            to accept today's errors and fail only on new ones: archlint init \(folder) --freeze (it keeps these rules and writes a baseline)

            """, err: ""))
        #expect(archlint("init", folder, "--freeze").out.hasPrefix("kept \(folder)/.archlint.rules"))
        #expect(archlint("lint", folder) == RunResult(status: 0, out: "", err: ""))
    }

    /// `--freeze` on an app with its own rules keeps them and writes only the baseline.
    @Test func freezeKeepsTheUsersRulesFile() throws {
        let folder = try Self.seedSources()
        defer { removeTemporary(folder) }
        let own = "use viper\nInteractor must not use Router\n"
        try writeFile(folder + "/.archlint.rules", own)
        #expect(archlint("init", folder, "--freeze") == RunResult(status: 0, out: """
            kept \(folder)/.archlint.rules (your rules; only the baseline is written)
            created \(folder)/.archlint-baseline.json (1 violation accepted; only new ones fail)

            """, err: ""))
        #expect(try readFile(folder + "/.archlint.rules") == own)
        #expect(archlint("lint", folder) == RunResult(status: 0, out: "", err: ""))
    }
}
