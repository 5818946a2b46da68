import ArchLintCLI
import Foundation
import Testing

/// The multi-violation VIPER app every reporter is tested on (`Tests/Fixtures/Reporting`):
/// errors of two rules, a warning (`Presenter should not import UIKit`), two violations
/// suppressed with a reason, a suppression without a reason, and two unused suppressions.
enum ReportingFixture {
    static let path = "Tests/Fixtures/Reporting"
    static let interactor = path + "/Sources/Bookshelf/Scenes/BookList/BookListInteractor.swift"
    static let presenter = path + "/Sources/Bookshelf/Scenes/BookList/BookListPresenter.swift"
    static let book = path + "/Sources/Bookshelf/Entities/Book.swift"
    static let services = path + "/Sources/Bookshelf/Data/BookServices.swift"

    /// The xcode report: 4 errors and 4 warnings, in file order.
    static let xcodeLines = [
        "\(services):25:4: warning: 'archlint:ignore-file dependency-cycle' suppresses no violation in this file; remove it [unused-suppression]",
        "\(book):16:8: warning: 'archlint:ignore forbidden-dependency' needs a reason and suppresses nothing; write '// archlint:ignore forbidden-dependency -- reason' [invalid-suppression]",
        "\(book):17:31: error: Entity 'Book' must not use DataManager 'BookDataManager'; Entity may use Entity [forbidden-dependency]",
        "\(interactor):2:1: error: Interactor 'BookListInteractor' must not import UIKit [forbidden-import]",
        "\(interactor):13:22: error: Interactor 'BookListInteractor' must not use View 'BookListViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]",
        "\(interactor):35:8: warning: 'archlint:ignore forbidden-import' suppresses no violation on this line or the next; remove it [unused-suppression]",
        "\(presenter):2:1: warning: Presenter 'BookListPresenter' should not import UIKit [forbidden-import]",
        "\(presenter):16:18: error: Presenter 'BookListPresenter' must not use Service 'BookCoverService'; Presenter may use View, Interactor, Router, Entity [forbidden-dependency]",
    ]

    static var xcode: String { xcodeLines.map { $0 + "\n" }.joined() }
}

/// Golden files live in `Tests/ArchLintCLITests/Expected/Reporters/`. After a deliberate change,
/// regenerate them with `ARCHLINT_UPDATE_GOLDEN=1 swift test --filter Report` and read the diff.
func expectGolden(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let path = repositoryRoot + "/Tests/ArchLintCLITests/Expected/Reporters/" + name
    if ProcessInfo.processInfo.environment["ARCHLINT_UPDATE_GOLDEN"] == "1" { try writeFile(path, actual) }
    let expected = try readFile(path)
    #expect(actual == expected, "differs from \(name)", sourceLocation: sourceLocation)
}

/// The SARIF report names the working directory as `%SRCROOT%`; golden files say `REPOSITORY_ROOT`.
func withoutRepositoryRoot(_ text: String) -> String {
    text.replacingOccurrences(of: "file://" + repositoryRoot + "/", with: "file://REPOSITORY_ROOT/")
}

/// Runs the command line as if on a terminal (or with `NO_COLOR` set).
func archlintOnTerminal(_ arguments: [String], noColor: Bool = false) -> RunResult {
    _ = workingDirectoryIsRepositoryRoot
    let out = Locked(""), err = Locked("")
    let console = Console(
        out: { text in out.withLock { $0 += text } }, err: { text in err.withLock { $0 += text } },
        outIsTerminal: true, errIsTerminal: true, noColorRequested: noColor)
    let status = ArchLintCommand.run(arguments, console: console)
    return RunResult(status: status, out: out.withLock { $0 }, err: err.withLock { $0 })
}

@Suite struct ReportFixtureTests {
    @Test func xcodeReportListsEveryReportedViolationInFileOrder() {
        #expect(archlint("lint", ReportingFixture.path) == RunResult(status: 1, out: ReportingFixture.xcode, err: ""))
    }

    @Test(arguments: [
        ("json", "bookshelf.json"), ("github", "bookshelf.github.txt"), ("junit", "bookshelf.junit.xml"),
        ("summary", "bookshelf.summary.txt"), ("xcode", "bookshelf.xcode.txt"),
    ])
    func reportMatchesItsGoldenFile(format: String, golden: String) throws {
        let result = archlint("lint", ReportingFixture.path, "--format", format)
        #expect(result.status == 1)
        #expect(result.err == "")
        try expectGolden(result.out, golden)
    }

    @Test func sarifReportMatchesItsGoldenFile() throws {
        let result = archlint("lint", ReportingFixture.path, "--format", "sarif")
        #expect(result.status == 1)
        #expect(result.err == "")
        try expectGolden(withoutRepositoryRoot(result.out), "bookshelf.sarif")
    }
}
