import ArchLintKit
import Foundation
import Testing

/// The README's example of ArchLintKit used from code: it compiles, runs, and finds what
/// `archlint lint` finds.
@Suite struct LibraryExampleTests {
    /// The example's lines, as the README shows them.
    static let example = """
        import ArchLintKit

        let result = try ArchLint.lint(paths: ["Examples/VIPERUsers"])
        for violation in result.violations where violation.severity == .error {
            print("\\(violation.file):\\(violation.location.line): \\(violation.message) [\\(violation.rule)]")
        }
        """

    @Test func theReadmeExampleLintsAndReadsTheViolations() throws {
        #expect(workingDirectoryIsRepositoryRoot)
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }
        // The example's code, from `let result` on.
        let result = try ArchLint.lint(paths: ["Examples/VIPERUsers"])
        for violation in result.violations where violation.severity == .error {
            print("\(violation.file):\(violation.location.line): \(violation.message) [\(violation.rule)]")
        }
        #expect(printed == [
            "Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:14: Interactor 'UserInteractor' must not use View "
                + "'UserViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]",
        ])
    }

    @Test func theReadmeShowsTheCodeThisSuiteRuns() throws {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("```swift\n" + Self.example + "\n```\n"))
    }

    /// The README's architecture test is Examples/ArchitectureTests' first test, word for word:
    /// the code `Examples/check.sh` runs with `swift test` there.
    @Test func theReadmeShowsTheArchitectureTestTheExampleRuns() throws {
        let example = try String(
            contentsOfFile: repositoryRoot + "/Examples/ArchitectureTests/Tests/ShopArchitectureTests/ArchitectureTests.swift", encoding: .utf8)
        let firstTest = try #require(example.range(of: "\n\n/// Fails on purpose"))
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("```swift\n" + example[..<firstTest.lowerBound] + "\n```\n"))
    }

    @Test func aRunThatCannotStartThrowsTheMessageTheToolPrints() {
        #expect(throws: RunFailure.self) { try ArchLint.lint(paths: ["No/Such/Folder"], presets: ["viper"]) }
        do {
            _ = try ArchLint.lint(paths: ["No/Such/Folder"], presets: ["viper"])
        } catch {
            #expect(error.message == "No/Such/Folder: error: no such file or directory")
        }
    }
}
