import Foundation
import Testing
@testable import ArchLintKit

/// The lint pipeline scans every file taking each reference as a use, and judges the uses
/// (construction, hand-off) only in the files where they decide a violation: the result is
/// the one judging every file gives, cold and warm.
@Suite struct UseJudgingTests {
    private static let repository: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Each construction fixture under the preset its tests lint it with: the same violations
    /// and suppressions as judging every file, with only some files judged.
    @Test func judgingWhereUsesDecideGivesWhatJudgingEveryFileGives() throws {
        let fixtures = [
            ("Calls", "mvc"), ("Cells", "mvc"), ("Modules", "clean-swift"), ("Navigation", "mvc"), ("Scenes", "clean-swift"),
            ("Screens", "mvvm"), ("Segues", "mvc"), ("Tabs", "viper"), ("Handed", "mvvm"), ("Rechecked", "mvvm"),
        ]
        var lazilyJudged = 0
        for (folder, preset) in fixtures {
            let files = try SourceDiscovery.swiftFiles(under: [Self.repository + "/Tests/Fixtures/construction/" + folder])
            let rules = try RulesParser.parse("use \(preset)", file: "app.rules")
            let judgedWhereDecisive = Pipeline.run(files, rules: rules, cache: nil).result
            let judgedEverywhere = Pipeline.run(files, rules: rules, cache: nil, judgingEveryUse: true).result
            #expect(judgedWhereDecisive.violations.map(\.diagnostic.description) == judgedEverywhere.violations.map(\.diagnostic.description), "\(folder)")
            #expect(judgedWhereDecisive.suppressed.map(\.diagnostic.description) == judgedEverywhere.suppressed.map(\.diagnostic.description), "\(folder)")
            #expect(judgedEverywhere.project.files.allSatisfy { $0.usesAreJudged })
            lazilyJudged += judgedWhereDecisive.project.files.count { !$0.usesAreJudged }
        }
        #expect(lazilyJudged > 0)
    }

    /// Only the files judged again are checked again, and each keeps what does not depend on
    /// uses: a suppression comment that now suppresses nothing is reported, and a convention's
    /// warning in the same file stays.
    @Test func aFileJudgedAgainKeepsItsOtherFindings() throws {
        let folder = Self.repository + "/Tests/Fixtures/construction/Rechecked"
        let files = try SourceDiscovery.swiftFiles(under: [folder])
        let result = Pipeline.run(files, rules: try RulesParser.parse("use mvvm", file: "app.rules"), cache: nil).result
        #expect(result.violations.map(\.diagnostic.description) == [
            folder + "/Orders/OrderRow.swift:5:17: error: View 'OrderRow' must not use Service 'OrdersClient'; View may use ViewModel, Model [forbidden-dependency]",
            folder + "/Orders/OrdersView.swift:6:8: warning: 'archlint:ignore forbidden-dependency' suppresses no violation on this line or the next; remove it [unused-suppression]",
            folder + "/Orders/OrdersView.swift:15:7: warning: ViewModel 'OrdersViewModel' should be final [role-convention]",
        ])
        #expect(result.suppressed.isEmpty)
        #expect(result.project.files.filter(\.usesAreJudged).map { String($0.path.dropFirst(folder.count + 1)) }.contains("Orders/OrdersView.swift"))
    }

    /// A view that only hands on the client it was given, beside a row that calls it: while
    /// the client is a Model no edge breaks a rule and neither file is judged; once an edit of
    /// the client's own file makes it a Service, the warm run judges the view's file, cached
    /// unjudged, and reports only the row, as a cold run does.
    @Test func aFileCachedUnjudgedIsJudgedWhenAnotherFilesEditMakesItsEdgeDecisive() throws {
        let root = NSTemporaryDirectory() + "archlint-judged-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: Self.repository + "/Tests/Fixtures/construction/Handed", toPath: root)
        let rules = try RulesParser.parse("use mvvm", file: "app.rules")
        var request = LintRequest(paths: [root], rules: rules, rulesFile: nil, cachePath: root + "/.facts-cache")
        func lint() throws -> LintResult { try Pipeline.lint(request, warn: { _ in }).result }
        func judged(_ result: LintResult) -> [String] {
            result.project.files.filter { $0.usesAreJudged }.map { String($0.path.dropFirst(root.count + 1)) }.sorted()
        }

        let cold = try lint()
        #expect(cold.violations.isEmpty)
        #expect(judged(cold).isEmpty)

        try "final class OrdersClient {\n    func load() {}\n}\n".write(toFile: root + "/Orders/OrdersClient.swift", atomically: false, encoding: .utf8)
        let expected = [
            root + "/Orders/OrderRow.swift:5:17: error: View 'OrderRow' must not use Service 'OrdersClient'; View may use ViewModel, Model [forbidden-dependency]",
        ]
        let warm = try lint()
        #expect(warm.violations.map(\.diagnostic.description) == expected)
        #expect(judged(warm) == ["Orders/OrderRow.swift", "Orders/OrdersView.swift"])
        // Unchanged since, the next run reads the judged facts from the cache.
        let again = try lint()
        #expect(again.violations.map(\.diagnostic.description) == expected)
        #expect(judged(again) == ["Orders/OrderRow.swift", "Orders/OrdersView.swift"])

        request.cachePath = nil
        #expect(try lint().violations.map(\.diagnostic.description) == expected)
        request.judgesEveryUse = true
        #expect(try lint().violations.map(\.diagnostic.description) == expected)
    }
}
