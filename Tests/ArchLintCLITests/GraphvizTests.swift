import Foundation
import Testing

/// Graphviz renders every DOT graph `archlint graph` draws without a complaint. Without `dot`
/// the suite is skipped and says why; a check that returned early would count as passed.
@Suite(.enabled(if: ExternalCheckers.graphviz, "needs Graphviz's dot (CI has it)"))
struct GraphvizTests {
    static let graphs: [[String]] = [
        ["graph", ReportingFixture.path, "--granularity", "type"],
        ["graph", ReportingFixture.path, "--granularity", "role"],
        ["graph", ReportingFixture.path, "--granularity", "module"],
        ["graph", ReportingFixture.path, "--granularity", "file"],
        ["graph", ReportingFixture.path, "--focus", "BookListInteractor", "--depth", "1"],
        ["graph", ReportingFixture.path, "--granularity", "role", "--only-violations"],
        ["graph", "Examples/VIPERUsers"],
        ["graph", "Examples/VIPERUsers", "--granularity", "role"],
        ["graph", "Examples/ModularShop", "--granularity", "module"],
    ]

    static func expectRenders(_ dot: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let rendered = try #require(try runProgram("dot", ["-Tsvg"], input: dot), "graphviz's dot must be installed",
                                    sourceLocation: sourceLocation)
        #expect(rendered.status == 0, sourceLocation: sourceLocation)
        #expect(rendered.err == "", sourceLocation: sourceLocation)
        #expect(rendered.out.contains("<svg"), sourceLocation: sourceLocation)
    }

    @Test(arguments: graphs)
    func graphvizRendersTheGraph(arguments: [String]) throws {
        let result = archlint(arguments)
        #expect(result.status == 0)
        try Self.expectRenders(result.out)
    }

    @Test func graphvizRendersABaselinedGraph() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let baseline = folder + "/baseline.json"
        _ = archlint("lint", ReportingFixture.path, "--write-baseline", baseline)
        try Self.expectRenders(archlint("graph", ReportingFixture.path, "--granularity", "role", "--only-violations", "--baseline", baseline).out)
    }

    @Test func graphvizRendersTheGraphsOfAFiveHundredTypeApp() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try GraphTests.writeFiveHundredTypeApp(in: folder)
        try Self.expectRenders(archlint("graph", folder, "--preset", "viper", "--granularity", "role").out)
        try Self.expectRenders(archlint("graph", folder, "--preset", "viper").out)
    }
}

/// A check that needs a tool which is not Swift is a test with a condition trait
/// (`.enabled(if: ExternalCheckers.…, "why")`), so a run without the tool reports it as skipped
/// with the reason. One that returns early when the tool is missing would count as passed.
@Suite struct ExternalCheckerTests {
    @Test func noTestReturnsEarlyWhenACheckerIsMissing() throws {
        let folder = repositoryRoot + "/Tests/ArchLintCLITests"
        let early = "guard " + "ExternalCheckers."
        var found: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".swift") {
            let lines = try readFile(folder + "/" + file).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains(early) {
                found.append("\(file):\(index + 1)")
            }
        }
        #expect(found == [])
    }
}
