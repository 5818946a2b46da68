import Foundation
import Testing

/// `--cache-path` keeps the last run's classification, taken again only when everything it was
/// made from is unchanged: after any change to the files, the rules or the flags, a warm run
/// reports (and lists roles) exactly as a run without a cache does.
@Suite struct ClassificationCacheTests {
    static let fixture = "Tests/Fixtures/classification-cache"

    /// The app copied, with a cache written and read back once (so its classification is kept
    /// and taken), then `change` made; the cached runs after it must be the uncached ones.
    func expectWarmRunsSeeChange(
        _ arguments: [String] = [], change: (String) throws -> Void, changesVerdict: Bool = true
    ) throws {
        let app = try copyOfRepositoryFolder(Self.fixture)
        defer { removeTemporary(URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        let cache = app + "/../facts.cache"
        let before = archlint(["lint", app])
        #expect(archlint(["lint", app, "--cache-path", cache]) == before)
        #expect(archlint(["lint", app, "--cache-path", cache]) == before)
        try change(app)
        for command in ["lint", "roles"] {
            let uncached = archlint([command, app] + arguments)
            #expect(archlint([command, app, "--cache-path", cache] + arguments) == uncached)
            #expect(archlint([command, app, "--cache-path", cache] + arguments) == uncached)
            if command == "lint", changesVerdict { #expect(uncached != before) }
        }
    }

    static let helperAsController = "import UIKit\n\nfinal class ProfileHelper: UIViewController {\n    func show() {}\n}\n"

    @Test func aFileWhoseContentChangedIsClassifiedAgain() throws {
        try expectWarmRunsSeeChange { app in
            try writeFile(app + "/Screens/ProfileHelper.swift", Self.helperAsController)
        }
    }

    @Test func anAddedFileIsClassifiedWithTheRest() throws {
        try expectWarmRunsSeeChange { app in
            try writeFile(
                app + "/Screens/ProfileHelper+View.swift",
                "import SwiftUI\n\nextension ProfileHelper: View {\n    var body: some View { Text(\"\") }\n}\n")
        }
    }

    @Test func aRemovedFileTakesItsTypesOut() throws {
        let app = try copyOfRepositoryFolder(Self.fixture)
        defer { removeTemporary(URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        try writeFile(app + "/Screens/ProfileHelper.swift", Self.helperAsController)
        let cache = app + "/../facts.cache"
        let before = archlint(["lint", app])
        #expect(before.status == 1)
        #expect(archlint(["lint", app, "--cache-path", cache]) == before)
        #expect(archlint(["lint", app, "--cache-path", cache]) == before)
        try FileManager.default.removeItem(atPath: app + "/Screens/ProfileHelper.swift")
        for command in ["lint", "roles"] {
            let uncached = archlint([command, app])
            #expect(archlint([command, app, "--cache-path", cache]) == uncached)
        }
        #expect(archlint(["lint", app, "--cache-path", cache]) == RunResult(status: 0, out: "", err: ""))
    }

    @Test func changedRulesClassifyAgain() throws {
        try expectWarmRunsSeeChange { app in
            try writeFile(app + "/.archlint.rules", "use mvvm\nView includes ProfileHelper\n")
        }
    }

    @Test func aPresetFlagClassifiesAgain() throws {
        try expectWarmRunsSeeChange(["--preset", "viper"], change: { app in
            try writeFile(app + "/Screens/ProfileHelper.swift", Self.helperAsController)
        }, changesVerdict: false)
        // The flag alone, on an unchanged app: the roles differ (no ViewModel in VIPER).
        let app = try copyOfRepositoryFolder(Self.fixture)
        defer { removeTemporary(URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        let cache = app + "/../facts.cache"
        _ = archlint(["roles", app, "--cache-path", cache])
        _ = archlint(["roles", app, "--cache-path", cache])
        let uncached = archlint(["roles", app, "--preset", "viper"])
        #expect(uncached != archlint(["roles", app]))
        #expect(archlint(["roles", app, "--preset", "viper", "--cache-path", cache]) == uncached)
    }

    @Test func aTruncatedCacheGivesTheRunWithoutIt() throws {
        let app = try copyOfRepositoryFolder(Self.fixture)
        defer { removeTemporary(URL(fileURLWithPath: app).deletingLastPathComponent().path) }
        try writeFile(app + "/Screens/ProfileHelper.swift", Self.helperAsController)
        let cache = app + "/../facts.cache"
        let uncached = archlint(["lint", app])
        _ = archlint(["lint", app, "--cache-path", cache])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cache))
        for length in [bytes.count - 1, bytes.count / 2, 20] {
            try bytes.prefix(length).write(to: URL(fileURLWithPath: cache))
            #expect(archlint(["lint", app, "--cache-path", cache]) == uncached)
            #expect(archlint(["lint", app, "--cache-path", cache]) == uncached)
        }
    }
}
