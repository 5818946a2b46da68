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
        # `archlint init` chose 'viper': it gives a role to 9 of 12 types.
        use viper

        """

    @Test func initChoosesThePresetThatFitsAndWritesTheRulesFile() throws {
        let folder = try Self.seedSources()
        defer { removeTemporary(folder) }
        #expect(archlint("init", folder) == RunResult(
            status: 0, out: "created \(folder)/.archlint.rules (use viper: 9 of 12 types get a role)\n", err: ""))
        #expect(try readFile(folder + "/.archlint.rules") == Self.viperRules)
        // Without a baseline the seed app's violation fails the run.
        #expect(archlint("lint", folder).status == 1)
    }

    @Test func freezeWritesABaselineSoLintPassesUntilSomethingNewBreaks() throws {
        let folder = try Self.seedSources()
        defer { removeTemporary(folder) }
        #expect(archlint("init", folder, "--preset", "viper", "--freeze") == RunResult(status: 0, out: """
            created \(folder)/.archlint.rules (use viper: 9 of 12 types get a role)
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
        #expect(archlint("init", folder).err.hasPrefix("error: no preset gives any type a role here; pass --preset NAME (presets: "))
        #expect(archlint("init", folder).status == 2)
    }
}
