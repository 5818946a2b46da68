@testable import ArchLintCLI
import ArchLintKit
import Foundation
import Testing

/// `archlint graph --format svg`: ArchLint's own drawing of the graph the DOT output describes.
@Suite struct SVGGraphTests {
    /// Every fixture app and example, with the preset to use where it has no rules file.
    static let apps: [(path: String, preset: String?)] = [
        ("Tests/Fixtures/Reporting", nil), ("Tests/Fixtures/mvvm/App", nil), ("Tests/Fixtures/clean-swift", "clean-swift"),
        ("Tests/Fixtures/mvc", "mvc"), ("Tests/Fixtures/mvvm-c", "mvvm-c"), ("Tests/Fixtures/redux", "redux"),
        ("Tests/Fixtures/viper", "viper"), ("Examples/ModularShop", nil), ("Examples/VIPERUsers", nil),
    ]

    static func arguments(_ app: (path: String, preset: String?), _ granularity: String, format: String) -> [String] {
        ["graph", app.path, "--granularity", granularity, "--format", format] + (app.preset.map { ["--preset", $0] } ?? [])
    }

    /// `ID kind` per node and `SOURCE -> TARGET kind: label` per edge, read from the SVG.
    static func structure(ofSVG svg: String) -> (nodes: [String], edges: [String]) {
        var nodes: [String] = []
        var edges: [String] = []
        for line in svg.split(separator: "\n").map(String.init) {
            if line.hasPrefix("<g class=\"node\"") || line.hasPrefix("<g class=\"node ") {
                nodes.append(attribute("data-node", line)!)
            } else if line.hasPrefix("<g class=\"edge ") {
                let kind = line.dropFirst("<g class=\"edge ".count).prefix { $0 != "\"" }
                var text = "\(attribute("data-source", line)!) -> \(attribute("data-target", line)!) \(kind)"
                if let start = line.range(of: "class=\"edge-label\""), let close = line[start.upperBound...].firstIndex(of: ">"),
                   let end = line[close...].range(of: "</text>") {
                    text += ": " + line[line.index(after: close)..<end.lowerBound]
                } else if let title = line.range(of: "<title>"), let end = line[title.upperBound...].range(of: "</title>"),
                          let colon = line[title.upperBound..<end.lowerBound].range(of: ": ") {
                    // A drawing with more labels than fit keeps each edge's label as its tooltip.
                    text += ": " + line[colon.upperBound..<end.lowerBound]
                }
                edges.append(text)
            }
        }
        return (nodes, edges)
    }

    /// The same, read from the DOT drawing of the same graph.
    static func structure(ofDOT dot: String) -> (nodes: [String], edges: [String]) {
        let edges = GraphTests.edgeLines(dot).map { line -> String in
            let parts = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "\" -> \"")
            let source = String(parts[0].dropFirst())
            let target = String(parts[1].prefix { $0 != "\"" })
            let kind = line.contains("style=dashed") ? "accepted"
                : line.contains("color=\"\(ArchitectureGraph.errorColor)\"") ? "error"
                : line.contains("color=\"\(ArchitectureGraph.warningColor)\"") ? "warning" : "allowed"
            var text = "\(source) -> \(target) \(kind)"
            if let label = line.range(of: "label=\"") { text += ": " + line[label.upperBound...].prefix { $0 != "\"" } }
            return text
        }
        return (GraphTests.nodeIDs(dot).sorted(), edges)
    }

    static func attribute(_ name: String, _ line: String) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        return String(line[start.upperBound...].prefix { $0 != "\"" })
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(arguments: ["type", "role", "module", "file"])
    func fixtureSVGMatchesItsGoldenFile(granularity: String) throws {
        let result = archlint("graph", ReportingFixture.path, "--granularity", granularity, "--format", "svg")
        #expect(result.status == 0)
        #expect(result.err == "")
        try expectGolden(result.out, "bookshelf.\(granularity).svg")
    }

    @Test func examplesMatchTheirGoldenFiles() throws {
        try expectGolden(archlint("graph", "Examples/VIPERUsers", "--granularity", "role", "--format", "svg").out, "VIPERUsers.role.svg")
        try expectGolden(archlint("graph", "Examples/ModularShop", "--granularity", "module", "--format", "svg").out, "ModularShop.module.svg")
    }

    /// Every node, edge, colour and label of the DOT drawing, and nothing else, on every app.
    @Test(arguments: ["type", "role", "module", "file"])
    func svgDrawsWhatTheDOTDescribesOnEveryApp(granularity: String) {
        for app in Self.apps {
            let dot = archlint(Self.arguments(app, granularity, format: "dot"))
            let svg = archlint(Self.arguments(app, granularity, format: "svg"))
            #expect(svg.status == 0 && svg.err == "", "\(app.path)")
            let drawn = Self.structure(ofSVG: svg.out)
            let described = Self.structure(ofDOT: dot.out)
            #expect(drawn.nodes.sorted() == described.nodes, "\(app.path) \(granularity)")
            #expect(drawn.edges == described.edges, "\(app.path) \(granularity)")
            #expect(!drawn.nodes.isEmpty, "\(app.path) \(granularity)")
        }
    }

    @Test(arguments: ["type", "role", "module", "file"])
    func noNodeOrLabelOverlapsOnEveryApp(granularity: String) throws {
        for app in Self.apps {
            let arguments = try Arguments.parse(Self.arguments(app, granularity, format: "svg"))
            let rules = try RulesLoader.load(presets: arguments.presets, config: arguments.config, paths: arguments.paths)
            let result = try LintCommand.runPipeline(arguments, rules: rules, console: Console(out: { _ in }, err: { _ in }))
            let graph = try ArchitectureGraph.build(result, roles: rules.roles, options: .init(granularity: .init(rawValue: granularity)!))
            let drawing = SVGGraphReporter.draw(graph)
            var boxes = drawing.layout.nodes + drawing.layout.routes.compactMap(\.label) + [drawing.legend]
            boxes.sort { ($0.x, $0.y) < ($1.x, $1.y) }
            for (index, box) in boxes.enumerated() {
                for other in boxes[(index + 1)...] where box.overlaps(other) {
                    Issue.record("\(app.path) \(granularity): \(box) overlaps \(other)")
                }
            }
        }
    }

    @Test func focusAndOnlyViolationsDrawTheirSubgraph() throws {
        let focused = archlint("graph", ReportingFixture.path, "--focus", "BookListInteractor", "--depth", "1", "--format", "svg")
        #expect(Self.structure(ofSVG: focused.out).nodes == [
            "BookListViewController", "BookListPresenterProtocol", "BookListInteractor", "BookListInteractorProtocol",
            "BookListRouter", "BookDataManager", "UIKit",
        ])
        #expect(focused.out.contains("<g class=\"node focus\" id=\"n2\" data-node=\"BookListInteractor\" data-cluster=\"Interactor\">"))
        #expect(focused.out.contains("stroke=\"#c98a12\" stroke-width=\"3\"/>"))
        let broken = archlint("graph", ReportingFixture.path, "--granularity", "role", "--only-violations", "--format", "svg")
        #expect(Self.structure(ofSVG: broken.out).edges == [
            "Entity -> DataManager error: 1 · forbidden-dependency", "Interactor -> UIKit error: 1 · forbidden-import",
            "Interactor -> View error: 2 · forbidden-dependency (1 accepted)", "Presenter -> Service error: 1 · forbidden-dependency",
            "Presenter -> UIKit warning: 1 · forbidden-import",
        ])
    }

    @Test func namesFromTheFileSystemAreEscaped() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/App/Q&A <\"Draft\">.swift", "final class ListView { var presenter: ListPresenter? }\nfinal class ListPresenter {}\n")
        let svg = archlint("graph", folder, "--preset", "viper", "--format", "svg", "--granularity", "file").out
        #expect(svg.contains(">Q&amp;A &lt;&quot;Draft&quot;&gt;.swift</text>"))
        #expect(!svg.contains("<\"Draft"))
    }
}
