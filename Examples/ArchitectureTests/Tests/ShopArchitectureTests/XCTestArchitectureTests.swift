import ArchLintKit
import ArchLintTesting
import XCTest

/// The same check from XCTest: each violation would fail the test at its declaration.
final class XCTestArchitectureTests: XCTestCase {
    func testPresentersAreFinalAndOnTheMainActor() throws {
        let result = try ArchLint.lint(paths: [shopSources], rules: """
            roles Presenter
            Presenter is named *Presenter
            Presenter must be final
            Presenter must be annotated @MainActor
            """)
        assertNoViolations(result.violations)
    }
}
