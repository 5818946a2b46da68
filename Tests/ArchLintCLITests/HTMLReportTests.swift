@testable import ArchLintKit
import Foundation
import Testing

/// `lint --format html=FILE`: one self-contained page, written beside the other reports.
@Suite struct HTMLReportTests {
    @Test func reportingFixturePageMatchesItsGoldenFile() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let result = archlint("lint", ReportingFixture.path, "--format", "xcode", "--format", "html=\(folder)/report.html")
        // The page is written beside the other report, which is unchanged.
        #expect(result == RunResult(status: 1, out: ReportingFixture.xcode, err: ""))
        try expectGolden(try readFile(folder + "/report.html"), "bookshelf.html")
    }

    @Test func pageIsSelfContainedAndEveryViolationCanBeFiltered() throws {
        let page = archlint("lint", ReportingFixture.path, "--format", "html").out
        // Nothing loaded from elsewhere: no src, no stylesheet link, no URL but the SVG namespace.
        #expect(!page.contains(" src=") && !page.contains("<link") && !page.contains("@import"))
        #expect(page.components(separatedBy: "http").count - 1 == page.components(separatedBy: "http://www.w3.org/2000/svg").count - 1)
        // Nine violations, reported and accepted, each under its rule, and each tied to both graphs.
        #expect(page.components(separatedBy: "<li class=\"violation ").count - 1 == 9)
        #expect(page.contains(
            "<li class=\"violation error\" id=\"v4\" data-rs=\"Interactor\" data-rt=\"View\" data-ms=\"Bookshelf\" data-mt=\"Bookshelf\">"))
        // The graphs' nodes and edges take focus and name what they are.
        #expect(page.contains("<g class=\"edge error\" id=\"r-e6\" data-source=\"Interactor\" data-target=\"View\" data-rules=\"forbidden-dependency\" tabindex=\"0\" role=\"button\" aria-label=\"Interactor to View: 2 · forbidden-dependency (1 accepted)\">"))
        #expect(page.contains("<figure data-graph=\"m\">"))
        #expect(page.contains("<dt>Rules file</dt><dd>Tests/Fixtures/Reporting/.archlint.rules</dd>"))
    }

    /// Safari before 15.4 knows no `:focus-visible`, and a selector list with one pseudo-class
    /// a browser does not know drops the whole rule: the selected node's highlight must not
    /// share a rule with it, and keyboard focus stays visible through `:focus`.
    @Test func theStyleKeepsWorkingWhereFocusVisibleIsUnknown() {
        let rules = HTMLReporter.style.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for rule in rules where rule.contains(":focus-visible") && rule.contains("{") && !rule.hasPrefix("/*") {
            let selectors = rule.prefix { $0 != "{" }.split(separator: ",")
            #expect(selectors.allSatisfy { $0.contains(":focus-visible") }, "\(rule)")
        }
        #expect(rules.contains("svg.archlint-graph .selected .shape, svg.archlint-graph .edge.selected path { stroke: var(--focus); stroke-width: 4px; }"))
        #expect(rules.contains("@supports not selector(:focus-visible) {"))
        #expect(rules.contains("svg.archlint-graph [tabindex]:focus .shape, svg.archlint-graph .edge:focus path { stroke: var(--focus); stroke-width: 4px; }"))
        // A long list is laid out as it scrolls into view, and whole on paper.
        #expect(rules.contains("li.violation { content-visibility: auto; contain-intrinsic-size: 110px; contain-intrinsic-size: auto 110px; }"))
        #expect(rules.contains("li.violation { content-visibility: visible; }"))
        // Safari selects text unless told with its prefix: copied code would carry line numbers.
        #expect(rules.contains { $0.hasPrefix(".ln {") && $0.contains("-webkit-user-select: none;") })
    }

    @Test func everythingFromSourceIsEscaped() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/App/Q&A.swift", """
            import UIKit
            final class ListInteractor {
                var view: ListView? // </script><script>alert("x")</script> & <b>
            }
            final class ListView {}

            """)
        let page = archlint("lint", folder, "--preset", "viper", "--format", "html").out
        #expect(page.contains("<span class=\"ln\">3</span>    var view: ListView? // &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;</mark>"))
        #expect(page.contains("/App/Q&amp;A.swift:3:15</span>"))
        #expect(page.components(separatedBy: "<script>").count == 2)
    }

    @Test func aCleanRunSaysSo() throws {
        let page = archlint("lint", "Tests/Fixtures/mvvm-c", "--preset", "mvvm-c", "--format", "html")
        #expect(page.out.contains("<p>None: the code follows its rules.</p>") == page.out.contains("All 0 violations."))
    }

    /// The page says what lint says, in the right tables: the presets the rules file uses, role
    /// pairs apart from module pairs, only types under "by type", and violations (not references)
    /// on the graphs' edges.
    @Test func theTablesAndLabelsOfAModularAppSayWhatLintSays() throws {
        let page = archlint("lint", "Examples/ModularShop", "--format", "html").out
        #expect(page.contains("<dt>Presets</dt><dd>viper in Sources/CatalogFeature/**, mvvm in Sources/CartFeature/**</dd>"))
        let rows = { (caption: String) -> [String] in
            guard let table = page.components(separatedBy: "<caption>\(caption)</caption>").dropFirst().first?
                .components(separatedBy: "</table>").first else { return [] }
            return table.components(separatedBy: "<tr><td>").dropFirst().map { $0.components(separatedBy: "</td>")[0] }
        }
        #expect(rows("By role pair") == ["ViewModel -&gt; View"])
        #expect(rows("By module pair") == ["CatalogFeature -&gt; CartFeature", "Domain -&gt; SwiftUI"])
        let byType = page.components(separatedBy: "<section id=\"types\">")[1].components(separatedBy: "</section>")[0]
        #expect(byType.components(separatedBy: "<summary><code>").dropFirst().map { $0.components(separatedBy: "</code>")[0] }
            == ["CartViewModel", "CatalogRouter"])
        // One violation on CatalogFeature → CartFeature, made of two references.
        #expect(page.contains("<title>CatalogFeature → CartFeature: 1 · forbidden-module-dependency</title>"))
    }

    @Test func twelveRolesGetTwelveColours() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let names = (1...12).map { "R\($0)" }
        try writeFile(folder + "/.archlint.rules", "roles \(names.joined(separator: ", "))\n" + names.map { "\($0) includes T\($0)\n" }.joined())
        try writeFile(folder + "/App.swift", names.map { "struct T\($0) {}\n" }.joined())
        let dot = archlint("graph", folder, "--granularity", "role").out
        let fills = dot.split(separator: "\n").filter { $0.contains("tooltip=\"role ") }.compactMap { line in
            line.components(separatedBy: "fillcolor=\"").dropFirst().first?.prefix(7)
        }
        #expect(fills.count == 12)
        #expect(Set(fills).count == 12)
    }
}
