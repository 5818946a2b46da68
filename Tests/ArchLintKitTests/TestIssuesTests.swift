import ArchLintKit
import ArchLintTesting
import Foundation
import Testing

/// ArchLintTesting: each violation becomes a test framework's issue at the violating
/// declaration's file and line, where Xcode's test navigator and `swift test` show it
/// (Tests/Fixtures/conventions).
@Suite struct TestIssuesTests {
    static let app: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.path + "/Fixtures/conventions/App"
    }()

    static let rules = """
        roles Presenter, Service
        Presenter is named *Presenter
        Service is named *Service
        Presenter must be final
        Service should be final
        """

    @Test func eachViolationIsAnIssueAtItsDeclaration() throws {
        let result = try ArchLint.lint(paths: [Self.app], rules: Self.rules)
        let recorded = Recorded()
        withKnownIssue("the fixture breaks the rules on purpose") {
            expectNoViolations(result.violations)
        } matching: { issue in
            let place = issue.sourceLocation.map { "\($0.fileID) \($0.filePath):\($0.line):\($0.column)" } ?? "nowhere"
            recorded.append("\(place): \(issue.comments.map(\.rawValue).joined())")
            return true
        }
        #expect(recorded.values == [
            "Presenters/CartPresenter.swift \(Self.app)/Presenters/CartPresenter.swift:1:7: error: Presenter 'CartPresenter' must be final [role-convention]",
            "Services/ProfileService.swift \(Self.app)/Services/ProfileService.swift:1:7: warning: Service 'ProfileService' should be final [role-convention]",
            "Views/CartView.swift \(Self.app)/Views/CartView.swift:5:8: "
                + "warning: 'archlint:ignore role-convention' suppresses no violation on this line or the next; remove it [unused-suppression]",
        ])
    }

    /// A finding in the rules written in code has no file to show: it is an issue at the call.
    @Test func aFindingInTheRulesIsAnIssueAtTheCall() throws {
        let result = try ArchLint.lint(paths: [Self.app + "/Presenters/DetailPresenter.swift"], rules: Self.rules)
        let recorded = Recorded()
        let call = #_sourceLocation
        withKnownIssue("no Service in the file linted") {
            expectNoViolations(result.violations, sourceLocation: call)
        } matching: { issue in
            recorded.append("\(issue.sourceLocation == call): \(issue.comments.map(\.rawValue).joined())")
            return true
        }
        #expect(recorded.values == ["true: rules:3:18: warning: pattern '*Service' matches no type [unmatched-pattern]"])
    }

    @Test func noViolationIsNoIssue() throws {
        let result = try ArchLint.lint(paths: [Self.app + "/Presenters/DetailPresenter.swift"], rules: "roles Presenter\nPresenter is named *Presenter\nPresenter must be final")
        #expect(result.violations.isEmpty)
        expectNoViolations(result.violations)
    }
}

/// Texts the issue matcher appends to (it is `@Sendable`).
final class Recorded: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    func append(_ text: String) {
        lock.lock()
        texts.append(text)
        lock.unlock()
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return texts
    }
}

#if canImport(XCTest)
import XCTest

/// The XCTest side: each violation a failure of the running test at its declaration.
final class XCTestFailuresTests: XCTestCase {
    /// The failures recorded while `capturing`, kept rather than failing the test.
    private var failures: [String] = []
    private var capturing = false

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        let location = issue.sourceCodeContext.location.map { "\($0.fileURL.path):\($0.lineNumber)" } ?? "nowhere"
        failures.append("\(location): \(issue.compactDescription)")
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        failures.append("\(filePath):\(lineNumber): \(description)")
    }
    #endif

    func testEachViolationIsAFailureAtItsDeclaration() throws {
        let result = try ArchLint.lint(paths: [TestIssuesTests.app], rules: TestIssuesTests.rules)
        capturing = true
        assertNoViolations(result.violations)
        capturing = false
        let app = TestIssuesTests.app
        let expected = [
            "\(app)/Presenters/CartPresenter.swift:1: error: Presenter 'CartPresenter' must be final [role-convention]",
            "\(app)/Services/ProfileService.swift:1: warning: Service 'ProfileService' should be final [role-convention]",
            "\(app)/Views/CartView.swift:5: "
                + "warning: 'archlint:ignore role-convention' suppresses no violation on this line or the next; remove it [unused-suppression]",
        ]
        XCTAssertEqual(failures, expected)
    }
}
#endif
