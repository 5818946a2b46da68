import Foundation
import Testing

/// `archlint diff` and `lint --changed-since` on a git repository built from
/// `Tests/Fixtures/Diff`: the base on `main`, then one commit per numbered folder on `change`.
@Suite struct DiffTests {
    static let fixture = repositoryRoot + "/Tests/Fixtures/Diff"

    /// A fresh repository of the fixture (`Tests/Fixtures/Diff` unless another is named), the
    /// working tree at the last step's commit.
    static func makeRepository(of fixture: String = fixture) throws -> String {
        let folder = try makeTemporaryFolder() + "/app"
        let steps = try FileManager.default.contentsOfDirectory(atPath: fixture).filter { $0.first?.isNumber == true }.sorted()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try git(["init", "-q", "-b", "main"], in: folder)
        for (index, step) in steps.enumerated() {
            try copyContents(of: fixture + "/" + step, into: folder)
            if index == 1 { try git(["checkout", "-q", "-b", "change"], in: folder) }
            try git(["add", "-A"], in: folder)
            try git(["commit", "-q", "-m", step], in: folder)
        }
        return folder
    }

    private static func copyContents(of source: String, into destination: String) throws {
        let manager = FileManager.default
        guard let walk = manager.enumerator(atPath: source) else { return }
        for case let relative as String in walk {
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: source + "/" + relative, isDirectory: &isFolder)
            guard !isFolder.boolValue else { continue }
            try writeFile(destination + "/" + relative, try readFile(source + "/" + relative))
        }
    }

    /// Runs git in `folder` with an identity of its own and no user configuration.
    @discardableResult
    static func git(_ arguments: [String], in folder: String) throws -> String {
        let result = try #require(try runProgram(
            "git", ["-C", folder, "-c", "user.name=ArchLint Tests", "-c", "user.email=tests@archlint.invalid", "-c", "commit.gpgsign=false"] + arguments,
            input: ""))
        try #require(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.err)")
        return result.out
    }

    /// The output with the repository's folder and the base commit's name made placeholders.
    static func normalized(_ text: String, folder: String) throws -> String {
        let commit = try git(["rev-parse", "main"], in: folder).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.replacingOccurrences(of: folder + "/", with: "")
            .replacingOccurrences(of: commit, with: "BASE_COMMIT")
            .replacingOccurrences(of: String(commit.prefix(7)), with: "BASE")
    }

    @Test func textReportShowsTheRulesChangeFirstThenEachKindOfChange() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        let result = archlint("diff", folder, "--base", "main")
        #expect(result.err == "")
        #expect(result.status == 1)
        try expectGolden(try Self.normalized(result.out, folder: folder), "diff.txt")
    }

    @Test func markdownReportIsAPullRequestCommentWithTheChangedEdgesDrawn() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        let result = archlint("diff", folder, "--format", "markdown", "--link-base", "https://github.com/o/app/blob/HEAD_SHA/")
        #expect(result.status == 1)
        let markdown = try Self.normalized(result.out, folder: folder)
        try expectGolden(markdown, "diff.md")
        // The Mermaid blocks are the Mermaid reporter's, and hold up as its output does.
        let blocks = markdown.components(separatedBy: "```mermaid\n").dropFirst().map { $0.components(separatedBy: "```\n")[0] }
        #expect(blocks.count == 2)
        for block in blocks { #expect(MermaidCheck.problems(in: block) == []) }
    }

    @Test(.enabled(if: ExternalCheckers.gfm, "needs python3 with cmarkgfm (CI has it)"))
    func markdownRendersAsWrittenWithGitHubsRenderer() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        let markdown = archlint("diff", folder, "--format", "markdown").out
        let check = try #require(try runProgram("python3", [repositoryRoot + "/Tests/Markdown/check_gfm.py"], input: markdown))
        #expect(check.err == "")
        #expect(check.out == "GFM: 1 tables, 2 mermaid blocks, 4 links, 5 details render as written\n")
        // And the check can fail: a details block left open.
        let broken = try #require(try runProgram("python3", [repositoryRoot + "/Tests/Markdown/check_gfm.py"], input: markdown.replacingOccurrences(of: "</details>\n", with: "")))
        #expect(broken.status == 1)
    }

    @Test func jsonReportMatchesItsGoldenFile() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        let result = archlint("diff", folder, "--format", "json")
        #expect(result.status == 1)
        try expectGolden(try Self.normalized(result.out, folder: folder), "diff.json")
    }

    @Test(.enabled(if: ExternalCheckers.jsonSchema, "needs python3 with jsonschema (CI has it)"))
    func jsonReportMatchesItsSchema() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        let json = archlint("diff", folder, "--format", "json").out
        #expect(try ReportSchemaTests.check(json, against: "diff-v1.schema.json") == (0, ""))
    }

    @Test func annotationsAndSARIFCarryOnlyTheNewViolations() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        let sarif = folder + "/../diff.sarif"
        let result = archlint("diff", folder, "--format", "github", "--format", "sarif=" + sarif)
        #expect(result.status == 1)
        #expect(try Self.normalized(result.out, folder: folder) == """
            ::error file=Sources/Core/Cache.swift,line=5,col=21,title=ArchLint dependency-cycle::cycle among modules: Core → Feature → Core
            ::error file=Sources/Feature/DetailInteractor.swift,line=2,col=15,title=ArchLint forbidden-dependency::Interactor 'DetailInteractor' must not use View 'DetailViewController'; Interactor may use Presenter, Entity, DataManager, Service

            """)
        #expect(try readFile(sarif).components(separatedBy: "\"ruleId\"").count - 1 == 2)
    }

    @Test func aChangeThatOnlyFixesPassesAndAnUnchangedTreeIsNoChange() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        // From step 1 to step 2: one violation fixed, a module dependency added, nothing broken.
        try Self.git(["checkout", "-q", "change~3"], in: folder)
        let fixing = archlint("diff", folder, "--base", "change~4")
        #expect(fixing.status == 0)
        #expect(fixing.out.hasSuffix("Summary: 0 new violations, 1 fixed, dependencies +2 −0, 0 new cycles, 0 roles changed\n"))
        let unchanged = archlint("diff", folder, "--base", "HEAD")
        #expect(unchanged.status == 0)
        #expect(try Self.normalized(unchanged.out, folder: folder).hasSuffix("""
            No change to the architecture.
            Summary: 0 new violations, 0 fixed, dependencies +0 −0, 0 new cycles, 0 roles changed

            """))
    }

    @Test func theWorkingTreeIsComparedAsItIsWithoutBeingTouched() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        // An edit not committed: the diff sees it, and git still sees it as the user left it.
        try writeFile(folder + "/Sources/Feature/DetailInteractor.swift", "final class DetailInteractor {}\n")
        let before = try Self.git(["status", "--porcelain"], in: folder)
        let result = archlint("diff", folder, "--base", "main")
        #expect(result.status == 1)
        #expect(!result.out.contains("DetailInteractor.swift"))
        #expect(try Self.git(["status", "--porcelain"], in: folder) == before)
        #expect(try readFile(folder + "/Sources/Feature/DetailInteractor.swift") == "final class DetailInteractor {}\n")
    }

    @Test func aFileTheChangeDidNotTouchIsJudgedByEachRevisionsOwnTypes() throws {
        // Only `Base.swift` changes, and it makes `Profile`, in a file the same on both sides,
        // a View that uses an Interactor: new on the working tree's side, absent on the base's.
        let folder = try Self.makeRepository(of: repositoryRoot + "/Tests/Fixtures/DiffRoleFromAnotherFile")
        defer { removeTemporary(folder) }
        let result = archlint("diff", folder, "--base", "main")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(try Self.normalized(result.out, folder: folder) == """
            archlint diff: the working tree against main (BASE)
            New violations (1):
              Sources/Feature/Profile.swift:2:22: error: View 'Profile' must not use Interactor 'ProfileInteractor'; View may use Presenter, Entity [forbidden-dependency]
            New dependencies between roles:
              View → Interactor (1 reference)
            New dependencies between modules:
              Feature → UIKit (1 reference)
            Roles changed:
              Sources/Feature/Base.swift:3:7: 'Base': no role → View
              Sources/Feature/Profile.swift:1:13: 'Profile': no role → View
            Summary: 1 new violation (1 error), 0 fixed, dependencies +2 −0, 0 new cycles, 2 roles changed

            """)
        // And back: the base's side is the one with the View.
        try Self.git(["checkout", "-q", "main"], in: folder)
        let undone = archlint("diff", folder, "--base", "change")
        #expect(undone.status == 0)
        let undoneText = try Self.normalized(undone.out, folder: folder)
        #expect(undoneText.contains("Fixed violations (1):\n  Sources/Feature/Profile.swift:2:22: error: View 'Profile' must not use Interactor 'ProfileInteractor'"))
        #expect(undoneText.contains("  Sources/Feature/Profile.swift:1:13: 'Profile': View → no role\n"))
    }

    @Test func outsideARepositoryOrWithAnUnknownRevisionIsAnError() throws {
        let folder = try copyOfRepositoryFolder("Examples/VIPERUsers")
        defer { removeTemporary(folder) }
        let outside = archlint("diff", folder)
        #expect(outside == RunResult(status: 2, out: "", err: "\(folder): error: not in a git repository; 'archlint diff' compares with a revision of one\n"))
        let repository = try Self.makeRepository()
        defer { removeTemporary(repository) }
        let unknown = archlint("diff", repository, "--base", "no-such-branch")
        #expect(unknown == RunResult(status: 2, out: "", err: "error: unknown revision 'no-such-branch': give a branch, tag or commit that 'git rev-parse' knows\n"))
        let format = archlint("diff", repository, "--format", "xcode")
        #expect(format.status == 2)
        #expect(format.err.hasPrefix("error: unknown format 'xcode' for 'diff' (formats: text, markdown, json, github, sarif)\n"))
    }

    @Test func lintChangedSinceReportsOnlyTheChangedFiles() throws {
        let folder = try Self.makeRepository()
        defer { removeTemporary(folder) }
        let sinceMain = archlint("lint", folder, "--changed-since", "main")
        #expect(sinceMain.status == 1)
        #expect(try Self.normalized(sinceMain.out, folder: folder) == """
            Sources/Core/Cache.swift:5:21: error: cycle among modules: Core → Feature → Core [dependency-cycle]
            Sources/Feature/DetailInteractor.swift:2:15: error: Interactor 'DetailInteractor' must not use View 'DetailViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]

            """)
        // The last two commits renamed a type and changed the rules: both violations are in
        // files they did not touch, so they are not shown (diff shows what a change breaks).
        let sinceStep3 = archlint("lint", folder, "--changed-since", "change~2")
        #expect(sinceStep3 == RunResult(status: 0, out: "", err: ""))
        #expect(archlint("lint", folder).status == 1)
    }
}
