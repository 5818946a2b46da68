import Foundation
import Testing

/// `--cache-path`: a warm run reports exactly what a cold run does, and a bad cache never
/// changes the verdict.
@Suite struct CacheOptionTests {
    static let expected = RunResult(
        status: 1,
        out: "Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:14:15: error: Interactor 'UserInteractor' must not use View 'UserViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]\n",
        err: "")

    @Test func coldAndWarmRunsReportTheSame() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let cache = folder + "/facts.cache"
        #expect(archlint("lint", "Examples/VIPERUsers", "--cache-path", cache) == Self.expected)
        #expect(FileManager.default.fileExists(atPath: cache))
        #expect(archlint("lint", "Examples/VIPERUsers", "--cache-path", cache) == Self.expected)
    }

    @Test func aGarbageCacheIsRebuiltSilently() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let cache = folder + "/facts.cache"
        try writeFile(cache, "this is not a facts cache")
        #expect(archlint("lint", "Examples/VIPERUsers", "--cache-path", cache) == Self.expected)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cache)).starts(with: Array("ARCHLINT-FACTS".utf8)))
    }

    @Test func aCacheThatCannotBeWrittenIsOnlyAWarning() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let cache = folder + "/missing/facts.cache"
        var expected = Self.expected
        expected.err = "\(cache): warning: cannot write the facts cache: No such file or directory\n"
        #expect(archlint("lint", "Examples/VIPERUsers", "--cache-path", cache) == expected)
    }
}
