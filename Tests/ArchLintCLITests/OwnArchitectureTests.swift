import Foundation
import Testing

/// ArchLint lints itself: the repository's `.archlint.rules` gives each stage folder of
/// `Sources/ArchLintKit` a role that may use only the stages before it and Support, and CI runs
/// `archlint lint .` (fixtures, examples and the packages beside the tool ignored).
@Suite struct OwnArchitectureTests {
    @Test func theRepositoryKeepsItsStagesInOrder() {
        #expect(archlint("lint", ".") == RunResult(status: 0, out: "", err: ""))
    }

    /// A copy of the layout with the repository's rules file: a Report type using a Scan type
    /// is allowed (a later stage uses an earlier one), the Scan type using the Report type is
    /// the error.
    @Test func aStageUsingALaterOneFailsTheLint() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/.archlint.rules", try readFile(repositoryRoot + "/.archlint.rules"))
        try writeFile(folder + "/Sources/ArchLintKit/Scan/Token.swift", """
            struct Token {
                var graph: ArchitectureGraph?
            }

            """)
        try writeFile(folder + "/Sources/ArchLintKit/Report/ArchitectureGraph.swift", """
            struct ArchitectureGraph {
                var tokens: [Token]
            }

            """)
        #expect(archlint("lint", folder, "--quiet") == RunResult(status: 1, out: """
            \(folder)/Sources/ArchLintKit/Scan/Token.swift:2:16: error: Scan 'Token' must not use Report 'ArchitectureGraph'; \
            Scan may use Input, Support [forbidden-dependency]

            """, err: ""))
    }
}
