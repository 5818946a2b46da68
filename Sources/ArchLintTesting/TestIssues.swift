import ArchLintKit

/// Where a test framework shows a violation: at the violating declaration's absolute path, its
/// file ID (`Folder/File.swift`, the folder standing for the module), line and column. A
/// finding with no file to show (one in rules written in code) is shown at the test's call,
/// its place written in the comment.
struct IssuePlace {
    var path: String
    var fileID: String
    var line: Int
    var column: Int
    /// What the issue says: the violation's severity, message and rule, as `archlint lint`
    /// prints them.
    var comment: String

    /// Nil for a finding with no file to show.
    static func of(_ violation: Violation) -> IssuePlace? {
        let path = System.standardized(violation.file)
        guard System.kind(of: path) == .file else { return nil }
        let (folder, name) = System.split(path)
        return IssuePlace(
            path: path, fileID: System.split(folder).name + "/" + name,
            line: violation.location.line, column: violation.location.column, comment: comment(violation))
    }

    static func comment(_ violation: Violation) -> String {
        "\(violation.severity): \(violation.message) [\(violation.rule)]"
    }

    static func commentAtTheCall(_ violation: Violation) -> String {
        "\(violation.file):\(violation.location): " + comment(violation)
    }
}

#if canImport(Testing)
import Testing

/// Records each violation as a Swift Testing issue at the violating declaration's file, line
/// and column, so Xcode and `swift test` show it at the source, not at the test:
///
/// ```swift
/// @Test func architecture() throws {
///     let result = try ArchLint.lint(paths: [sources], rules: "use viper")
///     expectNoViolations(result.violations)
/// }
/// ```
///
/// Every violation passed fails the test, warnings too; pass
/// `result.violations.filter { $0.severity == .error }` to fail on errors only. A finding in
/// rules written in code (a pattern that matches no type) is an issue at `sourceLocation`.
public func expectNoViolations(_ violations: [Violation], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    for violation in violations {
        if let place = IssuePlace.of(violation) {
            Issue.record(
                Comment(rawValue: place.comment),
                sourceLocation: Testing.SourceLocation(fileID: place.fileID, filePath: place.path, line: place.line, column: place.column))
        } else {
            Issue.record(Comment(rawValue: IssuePlace.commentAtTheCall(violation)), sourceLocation: sourceLocation)
        }
    }
}
#endif

#if canImport(XCTest)
import XCTest

extension XCTestCase {
    /// Records each violation as a failure of this test at the violating declaration's file
    /// and line, so Xcode and `swift test` show it at the source, not at the test:
    ///
    /// ```swift
    /// func testArchitecture() throws {
    ///     let result = try ArchLint.lint(paths: [sources], rules: "use viper")
    ///     assertNoViolations(result.violations)
    /// }
    /// ```
    ///
    /// Every violation passed fails the test, warnings too. A finding in rules written in code
    /// (a pattern that matches no type) is a failure at `file` and `line`.
    public func assertNoViolations(_ violations: [Violation], file: StaticString = #filePath, line: UInt = #line) {
        for violation in violations {
            let place = IssuePlace.of(violation)
            let comment = place?.comment ?? IssuePlace.commentAtTheCall(violation)
            let path = place?.path ?? "\(file)"
            let lineNumber = place?.line ?? Int(line)
            #if canImport(Darwin)
            record(XCTIssue(
                type: .assertionFailure, compactDescription: comment,
                sourceCodeContext: XCTSourceCodeContext(location: XCTSourceCodeLocation(filePath: path, lineNumber: lineNumber))))
            #else
            recordFailure(withDescription: comment, inFile: path, atLine: lineNumber, expected: true)
            #endif
        }
    }
}
#endif
