import Foundation
import Testing
@testable import ArchLintCLI

/// Files as members of modules (`--module`, `--context`, as the plugins pass the package graph),
/// the build stamp, and the run-script mode that reads an Xcode phase's declared inputs.
@Suite struct ModulesAndRunScriptTests {
    static let interactorRule = "Interactor may use Presenter, Entity, DataManager, Service"

    /// A two-module app: `Profile` (a VIPER scene) depends on `DesignSystem`, whose
    /// `AvatarView` is a View. The Interactor of Profile holding an `AvatarView` is the error;
    /// DesignSystem has one of its own (a View using an Interactor) that only its own lint
    /// reports.
    struct TwoModuleApp {
        let root: String
        var profile: String { root + "/Sources/Profile" }
        var designSystem: String { root + "/Sources/DesignSystem" }
        var interactor: String { profile + "/ProfileInteractor.swift" }
        var avatarView: String { designSystem + "/AvatarView.swift" }

        init() throws {
            root = try makeTemporaryFolder()
            try writeFile(root + "/.archlint.rules", "use viper\n")
            try writeFile(root + "/Sources/Profile/ProfileInteractor.swift", """
                import DesignSystem
                import Foundation

                /// Loads the profile. (It should not know any AvatarView.)
                final class ProfileInteractor {
                    weak var presenter: ProfilePresenter?
                    var avatar: AvatarView?

                    func load() {
                        presenter?.didLoad(name: "Ada")
                    }
                }

                """)
            try writeFile(root + "/Sources/Profile/ProfilePresenter.swift", """
                import DesignSystem

                final class ProfilePresenter {
                    var interactor: ProfileInteractor?

                    func didLoad(name: String) {}
                }

                """)
            try writeFile(root + "/Sources/DesignSystem/AvatarView.swift", """
                #if canImport(UIKit)
                import UIKit
                #endif

                public final class AvatarView {
                    public init() {}
                    var loader: AvatarInteractor?
                }

                """)
            try writeFile(root + "/Sources/DesignSystem/AvatarInteractor.swift", """
                final class AvatarInteractor {}

                """)
        }

        func remove() { removeTemporary(root) }
    }

    @Test func aModulesDependencyGivenAsContextResolvesButIsNotReported() throws {
        let app = try TwoModuleApp()
        defer { app.remove() }
        let result = archlint("lint", "--module", "Profile=\(app.profile)", "--context", "DesignSystem=\(app.designSystem)")
        #expect(result == RunResult(
            status: 1,
            out: "\(app.interactor):7:17: error: Interactor 'ProfileInteractor' must not use View 'AvatarView'; \(Self.interactorRule) [forbidden-dependency]\n",
            err: ""))
    }

    @Test func withoutItsContextAModulesReferencesToOtherModulesAreExternal() throws {
        let app = try TwoModuleApp()
        defer { app.remove() }
        #expect(archlint("lint", "--module", "Profile=\(app.profile)") == RunResult(status: 0, out: "", err: ""))
    }

    @Test func everyModuleNamedWithModuleIsReported() throws {
        let app = try TwoModuleApp()
        defer { app.remove() }
        let result = archlint("lint", "--module", "Profile=\(app.profile)", "--module", "DesignSystem=\(app.designSystem)")
        #expect(result == RunResult(
            status: 1,
            out: """
                \(app.avatarView):7:17: error: View 'AvatarView' must not use Interactor 'AvatarInteractor'; View may use Presenter, Entity [forbidden-dependency]
                \(app.interactor):7:17: error: Interactor 'ProfileInteractor' must not use View 'AvatarView'; \(Self.interactorRule) [forbidden-dependency]

                """,
            err: ""))
    }

    @Test func aModuleWithoutPathIsAUsageError() {
        #expect(archlint("lint", "--module", "Profile") == RunResult(
            status: 2, out: "",
            err: "error: --module needs NAME=PATH (for example --module Domain=Sources/Domain), not 'Profile'\nusage: archlint <command> [PATH…] [options]; see 'archlint --help'\n"))
        #expect(archlint("lint", "--context", "=Sources").status == 2)
    }

    @Test func theStampIsWrittenWhenCleanAndRemovedAfterErrors() throws {
        let app = try TwoModuleApp()
        defer { app.remove() }
        let stamp = app.root + "/work/Profile+ArchLint.swift"
        try FileManager.default.createDirectory(atPath: app.root + "/work", withIntermediateDirectories: true)

        #expect(archlint("lint", "--module", "Profile=\(app.profile)", "--stamp", stamp).status == 0)
        // One comment line, so the build-tool plugin can make the stamp a Swift file.
        #expect(try readFile(stamp) == "// Written by archlint after a lint with no error; the build tracks it. Do not edit.\n")

        #expect(archlint("lint", "--module", "Profile=\(app.profile)", "--context", "DesignSystem=\(app.designSystem)", "--stamp", stamp).status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp))
    }

    /// The build-tool plugin's run when the rules file it was given is gone: a warning, the run
    /// passes (the build goes on) and the stamp is written; without `--stamp` it stays an error.
    @Test func aBuildWhoseRulesFileIsGoneWarnsAndPasses() throws {
        let app = try TwoModuleApp()
        defer { app.remove() }
        let stamp = app.root + "/work/Profile+ArchLint.swift"
        let gone = app.root + "/moved/.archlint.rules"
        try FileManager.default.createDirectory(atPath: app.root + "/work", withIntermediateDirectories: true)
        #expect(archlint("lint", "--config", gone, "--module", "Profile=\(app.profile)", "--stamp", stamp) == RunResult(
            status: 0, out: "",
            err: "\(gone): warning: no rules file, so nothing is linted; add it back (or remove the ArchLint build-tool plugin) [build]\n"))
        #expect(try readFile(stamp) == "// Written by archlint after a lint with no error; the build tracks it. Do not edit.\n")
        #expect(archlint("lint", "--config", gone, "--module", "Profile=\(app.profile)") == RunResult(
            status: 2, out: "", err: "\(gone): error: no such rules file\n"))
    }

    /// `--track-rules PREFIX`: hard links to the rules file and the baseline, empty files when
    /// there are none, so the build tracks them without ever missing an input.
    @Test func trackedRulesAreLinksToTheRulesAndBaselineOrEmptyFiles() throws {
        let app = try TwoModuleApp()
        defer { app.remove() }
        let prefix = app.root + "/work/Profile.tracked"
        try FileManager.default.createDirectory(atPath: app.root + "/work", withIntermediateDirectories: true)
        let config = app.root + "/.archlint.rules"
        func identity(_ path: String) throws -> [FileAttributeKey: Any] { try FileManager.default.attributesOfItem(atPath: path) }
        #expect(archlint("lint", "--config", config, "--module", "Profile=\(app.profile)", "--track-rules", prefix).status == 0)
        #expect(try identity(prefix + ".rules")[.systemFileNumber] as? Int == identity(config)[.systemFileNumber] as? Int)
        #expect(try readFile(prefix + ".baseline") == "")
        // An edit in place is seen through the link.
        try "use viper\nno cycles among types\n".write(toFile: config, atomically: false, encoding: .utf8)
        #expect(try readFile(prefix + ".rules") == "use viper\nno cycles among types\n")
        // Gone: the link stays as it was (never missing, and unchanged, so the next build does
        // not lint again for it); a new rules file gets a new link.
        try FileManager.default.removeItem(atPath: config)
        _ = archlint("lint", "--config", config, "--module", "Profile=\(app.profile)", "--stamp", app.root + "/work/stamp.swift", "--track-rules", prefix)
        #expect(try readFile(prefix + ".rules") == "use viper\nno cycles among types\n")
        try writeFile(config, "use viper\n")
        #expect(archlint("lint", "--config", config, "--module", "Profile=\(app.profile)", "--track-rules", prefix).status == 0)
        #expect(try identity(prefix + ".rules")[.systemFileNumber] as? Int == identity(config)[.systemFileNumber] as? Int)
    }

    // MARK: run-script

    /// What Xcode sets for a run-script phase with one input file, one input file list, the
    /// rules file as an input and a stamp as the output.
    func runScriptEnvironment(_ app: TwoModuleApp, list: String) -> [String: String] {
        [
            "SRCROOT": app.root,
            "PRODUCT_MODULE_NAME": "Profile",
            "TARGET_NAME": "Profile App",
            "SCRIPT_INPUT_FILE_COUNT": "2",
            "SCRIPT_INPUT_FILE_0": "$(SRCROOT)/.archlint.rules".replacingOccurrences(of: "$(SRCROOT)", with: app.root),
            "SCRIPT_INPUT_FILE_1": app.interactor,
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1",
            "SCRIPT_INPUT_FILE_LIST_0": list,
            "SCRIPT_OUTPUT_FILE_COUNT": "1",
            "SCRIPT_OUTPUT_FILE_0": app.root + "/lint.stamp",
        ]
    }

    @Test func runScriptLintsTheDeclaredInputsAsTheTargetsModule() throws {
        let app = try TwoModuleApp()
        defer { app.remove() }
        // The list names the other files (one twice, with a variable and a comment): the
        // interactor also comes from SCRIPT_INPUT_FILE_1 and is read once.
        let list = app.root + "/Profile.xcfilelist"
        try writeFile(list, """
            # Swift sources of the Profile target
            $(SRCROOT)/Sources/Profile/ProfilePresenter.swift
            ${SRCROOT}/Sources/Profile/ProfileInteractor.swift

            Sources/DesignSystem/AvatarView.swift
            """)
        let environment = runScriptEnvironment(app, list: list)

        let inputs = try RunScriptInputs.read { environment[$0] }
        #expect(inputs == RunScriptInputs(
            module: "Profile",
            sourcePaths: [app.interactor, app.profile + "/ProfilePresenter.swift", app.interactor, app.avatarView],
            config: app.root + "/.archlint.rules",
            stamp: app.root + "/lint.stamp"))

        let result = run(["run-script"], environment: environment)
        #expect(result == RunResult(
            status: 1,
            // AvatarInteractor.swift is not an input, so AvatarView's use of it is not seen.
            out: "\(app.interactor):7:17: error: Interactor 'ProfileInteractor' must not use View 'AvatarView'; \(Self.interactorRule) [forbidden-dependency]\n",
            err: ""))
        #expect(!FileManager.default.fileExists(atPath: app.root + "/lint.stamp"))
    }

    @Test func runScriptWritesTheOutputFileWhenClean() throws {
        let app = try TwoModuleApp()
        defer { app.remove() }
        let list = app.root + "/Profile.xcfilelist"
        try writeFile(list, "$(SRCROOT)/Sources/Profile/ProfilePresenter.swift\n")
        #expect(run(["run-script"], environment: runScriptEnvironment(app, list: list)) == RunResult(status: 0, out: "", err: ""))
        #expect(FileManager.default.fileExists(atPath: app.root + "/lint.stamp"))
    }

    @Test func runScriptWithoutSwiftInputsSaysWhatToDeclare() {
        #expect(run(["run-script"], environment: ["SCRIPT_INPUT_FILE_COUNT": "0"]) == RunResult(
            status: 2, out: "",
            err: "error: the run-script phase declares no Swift input files: add the target's sources (or an .xcfilelist of them) to the phase's Input Files or Input File Lists\n"))
        #expect(run(["run-script"], environment: ["SCRIPT_INPUT_FILE_COUNT": "2", "SCRIPT_INPUT_FILE_0": "/a.swift"]) == RunResult(
            status: 2, out: "", err: "error: SCRIPT_INPUT_FILE_COUNT is 2 but SCRIPT_INPUT_FILE_1 is not set\n"))
        #expect(run(["run-script"], environment: ["SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": "/no/such.xcfilelist"]) == RunResult(
            status: 2, out: "", err: "/no/such.xcfilelist: error: cannot read the input file list (is it readable by the sandboxed script?)\n"))
    }

    @Test func variablesInFileListsExpandFromTheEnvironment() {
        let environment = ["SRCROOT": "/p", "TARGET_NAME": "App"]
        #expect(RunScriptInputs.expand("$(SRCROOT)/a/${TARGET_NAME}.swift") { environment[$0] } == "/p/a/App.swift")
        #expect(RunScriptInputs.expand("cost$5/$(UNSET)x") { environment[$0] } == "cost$5/x")
    }

    /// Runs the command line in-process with the given environment.
    private func run(_ words: [String], environment: [String: String]) -> RunResult {
        _ = workingDirectoryIsRepositoryRoot
        let out = Locked(""), err = Locked("")
        let console = Console(out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } })
        let status = ArchLintCommand.run(words, console: console) { environment[$0] }
        return RunResult(status: status, out: out.withLock { $0 }, err: err.withLock { $0 })
    }
}
