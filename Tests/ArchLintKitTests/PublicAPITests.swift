import Foundation
import Testing

/// The libraries' public API is the small documented facade (`ArchLint.lint`, its result, and
/// ArchLintTesting's two test-framework adapters); everything else is `package`. A new public
/// declaration shows up here as a diff.
@Suite struct PublicAPITests {
    @Test func thePublicDeclarationsAreTheFacade() throws {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        var declarations: [String] = []
        for library in ["ArchLintKit", "ArchLintTesting"] {
            let folder = root.appendingPathComponent("Sources/" + library)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files.sorted() {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") {
                    let code = line.drop { $0 == " " }
                    guard code.hasPrefix("public ") else { continue }
                    let declaration = code.prefix { $0 != "{" && $0 != "=" && $0 != "(" }.trimmingCharacters(in: .whitespaces)
                    declarations.append("\(library)/\(file): \(declaration)")
                }
            }
        }
        #expect(declarations == [
            "ArchLintKit/ArchLint.swift: public enum ArchLint",
            "ArchLintKit/ArchLint.swift: public static func lint",
            "ArchLintKit/Check/Violation.swift: public struct Violation: Sendable, Hashable",
            "ArchLintKit/Check/Violation.swift: public var rule: String",
            "ArchLintKit/Check/Violation.swift: public var severity: Severity",
            "ArchLintKit/Check/Violation.swift: public var file: String",
            "ArchLintKit/Check/Violation.swift: public var location: SourceLocation",
            "ArchLintKit/Check/Violation.swift: public var message: String",
            "ArchLintKit/LintResultQueries.swift: public struct LintedType: Sendable, Hashable",
            "ArchLintKit/LintResultQueries.swift: public var name: String",
            "ArchLintKit/LintResultQueries.swift: public var kind: String",
            "ArchLintKit/LintResultQueries.swift: public var role: String?",
            "ArchLintKit/LintResultQueries.swift: public var file: String",
            "ArchLintKit/LintResultQueries.swift: public var location: SourceLocation",
            "ArchLintKit/LintResultQueries.swift: public var isFinal: Bool",
            "ArchLintKit/LintResultQueries.swift: public var attributes: [String]",
            "ArchLintKit/LintResultQueries.swift: public var conformances: [String]",
            "ArchLintKit/LintResultQueries.swift: public var references: [TypeReference]",
            "ArchLintKit/LintResultQueries.swift: public struct TypeReference: Sendable, Hashable",
            "ArchLintKit/LintResultQueries.swift: public var name: String",
            "ArchLintKit/LintResultQueries.swift: public var role: String?",
            "ArchLintKit/LintResultQueries.swift: public var file: String",
            "ArchLintKit/LintResultQueries.swift: public var location: SourceLocation",
            "ArchLintKit/LintResultQueries.swift: public var types: [LintedType]",
            "ArchLintKit/LintResultQueries.swift: public func types",
            "ArchLintKit/Pipeline.swift: public struct LintResult: Sendable",
            "ArchLintKit/Pipeline.swift: public var violations: [Violation]",
            "ArchLintKit/Pipeline.swift: public var suppressed: [Violation]",
            "ArchLintKit/Pipeline.swift: public var errorCount: Int",
            "ArchLintKit/Pipeline.swift: public var warningCount: Int",
            "ArchLintKit/Pipeline.swift: public var lintedFileCount: Int",
            "ArchLintKit/Support/Diagnostic.swift: public enum Severity: String, Sendable, Hashable, Comparable",
            "ArchLintKit/Support/Diagnostic.swift: public static func <",
            "ArchLintKit/Support/RunFailure.swift: public struct RunFailure: Error, Sendable, CustomStringConvertible",
            "ArchLintKit/Support/RunFailure.swift: public var message: String",
            "ArchLintKit/Support/RunFailure.swift: public init",
            "ArchLintKit/Support/RunFailure.swift: public var description: String",
            "ArchLintKit/Support/SourceLocation.swift: public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible",
            "ArchLintKit/Support/SourceLocation.swift: public var line: Int",
            "ArchLintKit/Support/SourceLocation.swift: public var column: Int",
            "ArchLintKit/Support/SourceLocation.swift: public init",
            "ArchLintKit/Support/SourceLocation.swift: public static func <",
            "ArchLintKit/Support/SourceLocation.swift: public var description: String",
            "ArchLintTesting/TestIssues.swift: public func expectNoViolations",
            "ArchLintTesting/TestIssues.swift: public func assertNoViolations",
        ])
    }
}
