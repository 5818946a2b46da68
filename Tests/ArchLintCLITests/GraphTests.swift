import ArchLintKit
import Foundation
import Testing

/// `archlint graph`: granularities, legend, focus, only-violations, Mermaid, determinism, and
/// every drawing accepted by its renderer.
@Suite struct GraphTests {
    /// The node IDs a DOT graph declares, legend aside.
    static func nodeIDs(_ dot: String) -> [String] {
        dot.split(separator: "\n").compactMap { line in
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("\""), let end = text.dropFirst().firstIndex(of: "\""),
                  text[text.index(after: end)...].hasPrefix(" [") else { return nil }
            let id = String(text[text.index(after: text.startIndex)..<end])
            return id.hasPrefix("archlint:") ? nil : id
        }
    }

    static func edgeLines(_ dot: String) -> [String] {
        dot.split(separator: "\n").map(String.init).filter { $0.contains("\" -> \"") }
    }

    @Test(arguments: ["type", "role", "module", "file"])
    func fixtureGraphMatchesItsGoldenFile(granularity: String) throws {
        let result = archlint("graph", ReportingFixture.path, "--granularity", granularity)
        #expect(result.status == 0)
        #expect(result.err == "")
        try expectGolden(result.out, "bookshelf.\(granularity).dot")
    }

    @Test(arguments: ["type", "role", "module", "file"])
    func fixtureMermaidMatchesItsGoldenFileAndParses(granularity: String) throws {
        let result = archlint("graph", ReportingFixture.path, "--granularity", granularity, "--format", "mermaid")
        #expect(result.status == 0)
        try expectGolden(result.out, "bookshelf.\(granularity).mmd")
        #expect(MermaidCheck.problems(in: result.out) == [])
    }

    @Test func mermaidCheckFindsBrokenDiagrams() {
        #expect(MermaidCheck.problems(in: "flowchart LR\n  n0(\"A\"):::s0\n  n0 --> n1\n  subgraph c0[\"x\"]\n") == [
            "line 3: edge to undeclared node 'n1'", "line 4: subgraph not closed", "class 's0' is never defined",
        ])
        #expect(MermaidCheck.problems(in: "graph\n  n0(\"say \"hi\"\")\n  linkStyle 0 stroke:red\n") == [
            "line 1: does not start with 'flowchart TB|LR'", "line 2: not a node, edge or statement: n0(\"say \"hi\"\")",
            "line 3: linkStyle 0 but only 0 edges",
        ])
    }

    @Test func roleGraphOfTheSeedAppHasOneNodePerRoleAndCountsReferences() throws {
        let result = archlint("graph", "Examples/VIPERUsers", "--granularity", "role")
        #expect(Self.nodeIDs(result.out) == ["Entity", "Interactor", "Presenter", "Router", "View"])
        #expect(Self.edgeLines(result.out).contains(
            "  \"Interactor\" -> \"View\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2, label=\"1 · forbidden-dependency\"];"))
        #expect(Self.edgeLines(result.out).contains("  \"Router\" -> \"View\" [penwidth=2.12, label=\"5\"];"))
    }

    /// A folder of a module is linted with the rest of the module read as context: its graph
    /// draws the folder's types and the ones they use outside it, never what is written outside
    /// (`Book -> BookDataManager` breaks a rule in a file this run does not lint, so it would be
    /// drawn as an allowed edge), and counts only the folder's types.
    @Test func aSubfolderGraphDrawsItsTypesAndWhatTheyUseNotWhatIsWrittenOutside() throws {
        let folder = ReportingFixture.path + "/Sources/Bookshelf/Scenes"
        let type = SVGGraphTests.structure(ofSVG: archlint("graph", folder, "--format", "svg").out)
        #expect(type.nodes == [
            "BookListViewController", "BookListViewProtocol", "BookListPresenter", "BookListPresenterProtocol", "BookListInteractor",
            "BookListInteractorProtocol", "BookListRouter", "BookListRouterProtocol", "Book", "BookDataManager", "BookCatalogService",
            "BookCoverService", "UIKit",
        ])
        #expect(type.edges == [
            "BookListInteractor -> BookDataManager allowed", "BookListInteractor -> BookListInteractorProtocol allowed",
            "BookListInteractor -> BookListPresenterProtocol allowed",
            "BookListInteractor -> BookListViewController error: 2 · forbidden-dependency (1 accepted)",
            "BookListInteractor -> UIKit error: 1 · forbidden-import", "BookListPresenter -> Book allowed",
            "BookListPresenter -> BookCoverService error: 1 · forbidden-dependency", "BookListPresenter -> BookListInteractorProtocol allowed",
            "BookListPresenter -> BookListPresenterProtocol allowed", "BookListPresenter -> BookListRouterProtocol allowed",
            "BookListPresenter -> BookListViewProtocol allowed", "BookListPresenter -> UIKit warning: 1 · forbidden-import",
            "BookListPresenterProtocol -> Book allowed", "BookListRouter -> Book allowed", "BookListRouter -> BookCatalogService allowed",
            "BookListRouter -> BookDataManager allowed", "BookListRouter -> BookListInteractor allowed",
            "BookListRouter -> BookListPresenter allowed", "BookListRouter -> BookListRouterProtocol allowed",
            "BookListRouter -> BookListViewController allowed", "BookListRouterProtocol -> Book allowed",
            "BookListViewController -> Book allowed", "BookListViewController -> BookListPresenterProtocol allowed",
            "BookListViewController -> BookListViewProtocol allowed", "BookListViewProtocol -> Book allowed",
            "BookListViewProtocol -> BookListPresenterProtocol allowed",
        ])
        let dot = archlint("graph", folder, "--granularity", "role").out
        #expect(dot.contains("  \"Book\" [") == false)
        #expect(dot.split(separator: "\n").filter { $0.contains(" [label=\"") && !$0.contains(" -> ") && $0.hasPrefix("  \"") }.map { $0.prefix { $0 != "," } } == [
            "  \"DataManager\" [label=\"DataManager\\nnot linted\"", "  \"Entity\" [label=\"Entity\\nnot linted\"",
            "  \"Interactor\" [label=\"Interactor\\n2 types\"", "  \"Presenter\" [label=\"Presenter\\n2 types\"",
            "  \"Router\" [label=\"Router\\n2 types\"", "  \"Service\" [label=\"Service\\nnot linted\"",
            "  \"View\" [label=\"View\\n2 types\"",
        ])
        #expect(archlint("graph", folder, "--format", "svg").out.contains("<title>struct · \(ReportingFixture.path)/Sources/Bookshelf/Entities/Book.swift:3 · not linted</title>"))
    }

    @Test func focusKeepsTheNodesWithinTheDepth() throws {
        let depthOne = archlint("graph", ReportingFixture.path, "--focus", "BookListInteractor", "--depth", "1")
        #expect(Self.nodeIDs(depthOne.out) == [
            "BookListViewController", "BookListPresenterProtocol", "BookListInteractor", "BookListInteractorProtocol",
            "BookListRouter", "BookDataManager", "UIKit",
        ])
        #expect(depthOne.out.contains("\"BookListInteractor\" [shape=\"hexagon\", fillcolor=\"#fff1d6\", color=\"#c98a12\", style=\"rounded,filled\", penwidth=3,"))

        let depthZero = archlint("graph", ReportingFixture.path, "--focus", "Interactor", "--depth", "0", "--granularity", "role")
        #expect(Self.nodeIDs(depthZero.out) == ["Interactor"])
        #expect(Self.edgeLines(depthZero.out) == [])
    }

    /// The README's focus example runs as written from the repository root.
    @Test func theReadmesFocusExampleRunsAsWritten() throws {
        let command = "archlint graph Examples/VIPERUsers --focus UserInteractor --depth 1 --format mermaid"
        #expect(try readFile(repositoryRoot + "/README.md").contains("\n\(command)\n"))
        let result = archlint(command.split(separator: " ").dropFirst().map(String.init))
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(MermaidCheck.problems(in: result.out) == [])
        #expect(result.out.contains("{{\"UserInteractor\"}}"))
    }

    @Test func focusOnSomethingMissingIsAnError() {
        #expect(archlint("graph", ReportingFixture.path, "--focus", "Nowhere") == RunResult(
            status: 2, out: "", err: "error: --focus 'Nowhere' names no type in the graph\n"))
        #expect(archlint("graph", ReportingFixture.path, "--depth", "2").err
            == "error: '--depth' needs '--focus NAME'\nusage: archlint <command> [PATH…] [options]; see 'archlint --help'\n")
        #expect(archlint("graph", ReportingFixture.path, "--granularity", "layer").err
            == "error: unknown granularity 'layer' (granularities: type, role, module, file)\nusage: archlint <command> [PATH…] [options]; see 'archlint --help'\n")
    }

    @Test func onlyViolationsKeepsTheBrokenEdgesAndTheirEnds() throws {
        let result = archlint("graph", ReportingFixture.path, "--granularity", "role", "--only-violations")
        let edges = Self.edgeLines(result.out)
        #expect(edges == [
            "  \"Entity\" -> \"DataManager\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2, label=\"1 · forbidden-dependency\"];",
            "  \"Interactor\" -> \"UIKit\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2, label=\"1 · forbidden-import\"];",
            "  \"Interactor\" -> \"View\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2.37, label=\"2 · forbidden-dependency (1 accepted)\"];",
            "  \"Presenter\" -> \"Service\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2, label=\"1 · forbidden-dependency\"];",
            "  \"Presenter\" -> \"UIKit\" [color=\"#ef6c00\", fontcolor=\"#ef6c00\", penwidth=2, label=\"1 · forbidden-import\"];",
        ])
        #expect(Self.nodeIDs(result.out) == ["DataManager", "Entity", "Interactor", "Presenter", "Service", "UIKit", "View"])
    }

    /// A file that declares no type, only extensions, breaks rules as any file does: the file
    /// graph draws its violations from it (`Profile+Preview.swift`, `ProfileViewModel+Avatar.swift`
    /// were left out, so the graph showed 4 of lint's 6 violations).
    @Test func aFileOfExtensionsIsDrawnWhereItBreaksARule() {
        let result = archlint("graph", "Tests/Fixtures/mvvm/App", "--granularity", "file", "--only-violations")
        let red = "[color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2, label=\"1 · "
        let app = "Tests/Fixtures/mvvm/App"
        #expect(Self.edgeLines(result.out) == [
            "  \"\(app)/Features/Profile/ProfileViewModel+Avatar.swift\" -> \"UIImage\" \(red)forbidden-dependency\"];",
            "  \"\(app)/Features/Settings/NotificationPreferences.swift\" -> \"\(app)/Features/Settings/SettingsViewController.swift\" \(red)forbidden-dependency\"];",
            "  \"\(app)/Features/Settings/SettingsViewController.swift\" -> \"\(app)/Services/ProfileService.swift\" \(red)forbidden-dependency\"];",
            "  \"\(app)/Features/Settings/SettingsViewModel.swift\" -> \"UIKit\" \(red)forbidden-import\"];",
            "  \"\(app)/Models/Profile+Preview.swift\" -> \"\(app)/Features/Profile/ProfileViewModel.swift\" \(red)forbidden-dependency\"];",
            "  \"\(app)/Models/ProfileBadge.swift\" -> \"SwiftUI\" \(red)forbidden-import\"];",
        ])
    }

    /// An extension in another area's folder is judged by that area's role (`Movie+Row.swift`
    /// in Presentation): the role graph draws its violations from that role, as lint reports
    /// them, not from the type's own role (it drew Domain -> Data 3, Presentation -> Data 1).
    @Test func aViolationIsDrawnFromTheRoleTheCheckJudgedItBy() {
        let result = archlint("graph", "Tests/Fixtures/clean-architecture/App", "--preset", "clean-architecture", "--granularity", "role", "--only-violations")
        #expect(Self.edgeLines(result.out) == [
            "  \"Domain\" -> \"Data\" [color=\"#ef6c00\", fontcolor=\"#ef6c00\", penwidth=2.72, label=\"1 · forbidden-dependency\"];",
            "  \"Domain\" -> \"UIKit\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=2, label=\"1 · forbidden-import\"];",
            "  \"Presentation\" -> \"Data\" [color=\"#ef6c00\", fontcolor=\"#ef6c00\", penwidth=2.37, label=\"3 · forbidden-dependency\"];",
        ])
    }

    @Test func baselinedViolationsAreDrawnDashed() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let baseline = folder + "/baseline.json"
        _ = archlint("lint", ReportingFixture.path, "--write-baseline", baseline)
        let result = archlint("graph", ReportingFixture.path, "--granularity", "role", "--only-violations", "--baseline", baseline)
        #expect(Self.edgeLines(result.out) == [
            "  \"Entity\" -> \"DataManager\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", style=dashed, label=\"1 · forbidden-dependency (accepted)\"];",
            "  \"Interactor\" -> \"UIKit\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", style=dashed, label=\"1 · forbidden-import (accepted)\"];",
            "  \"Interactor\" -> \"View\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", style=dashed, label=\"2 · forbidden-dependency (accepted)\"];",
            "  \"Presenter\" -> \"Service\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", style=dashed, label=\"1 · forbidden-dependency (accepted)\"];",
            "  \"Presenter\" -> \"UIKit\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", style=dashed, label=\"1 · forbidden-import (accepted)\"];",
        ])
        let mermaid = archlint("graph", ReportingFixture.path, "--granularity", "role", "--only-violations", "--baseline", baseline, "--format", "mermaid")
        #expect(mermaid.out.contains("  n2 -.->|\"2 · forbidden-dependency (accepted)\"| n6\n"))
        #expect(MermaidCheck.problems(in: mermaid.out) == [])
    }

    @Test func graphIsTheSameWhateverTheScanOrder() throws {
        let files = try SourceDiscovery.swiftFiles(under: [ReportingFixture.path])
        let scanned = ParallelScan.scan(files)
        var parser = RulesParser()
        try parser.read("use viper", file: "test")
        let forward = Pipeline.run(scanned: scanned, relativePaths: files.map(\.relativePath), rules: parser.ruleSet)
        let backward = Pipeline.run(scanned: scanned.reversed(), relativePaths: files.map(\.relativePath).reversed(), rules: parser.ruleSet)
        for granularity in ArchitectureGraph.Granularity.allCases {
            let options = ArchitectureGraph.Options(granularity: granularity)
            let a = try ArchitectureGraph.build(forward, roles: parser.ruleSet.roles, options: options)
            let b = try ArchitectureGraph.build(backward, roles: parser.ruleSet.roles, options: options)
            #expect(DotGraphReporter.render(a) == DotGraphReporter.render(b))
            #expect(MermaidGraphReporter.render(a) == MermaidGraphReporter.render(b))
        }
        #expect(archlint("graph", ReportingFixture.path).out == archlint("graph", ReportingFixture.path).out)
    }

    /// 100 VIPER scenes, 500 types; every tenth interactor (or every `heldEvery`th) holds its
    /// view controller.
    /// With `modules` above one, the scenes are spread over that many modules (`Feature0`…).
    static func writeFiveHundredTypeApp(in folder: String, heldEvery: Int = 10, modules: Int = 1) throws {
        for scene in 0..<100 {
            let name = "Scene\(scene)"
            let held = scene % heldEvery == 0 ? "    var screen: \(name)ViewController?\n" : ""
            let module = modules == 1 ? "App" : "Feature\(scene % modules)"
            try writeFile(folder + "/Sources/\(module)/\(name)/\(name).swift", """
                final class \(name)ViewController { var presenter: \(name)Presenter? }
                final class \(name)Presenter { var interactor: \(name)Interactor?; var router: \(name)Router? }
                final class \(name)Interactor {
                    weak var presenter: \(name)Presenter?
                \(held)    func load() -> [\(name)Entity] { [] }
                }
                final class \(name)Router { func make() -> \(name)ViewController { \(name)ViewController() } }
                struct \(name)Entity { let id: Int }

                """)
        }
    }

    static let fiveHundredTypeCap = "archlint: 500 nodes and 610 edges are more than one picture can show (at most 400 nodes): "
        + "drawn are the 10 edges that break a rule and their 20 nodes, left out are 480 nodes and 600 edges. See the rest with "
        + "--focus NAME --depth N (one node and its neighbours), --granularity role or module (the whole at a glance), or "
        + "--format dot (every node, for Graphviz)\n"

    /// An SVG of more types than a screen can show is capped: the edges that break a rule and
    /// their ends are drawn, and the run says what it left out and how to see the rest (the
    /// 500-type app's SVG was 396 KB of 500 nodes; a 600-type app's 15 MB). A focus is drawn whole.
    @Test func aTypeGraphTooLargeToReadDrawsItsViolationsAndSaysWhatItLeftOut() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try Self.writeFiveHundredTypeApp(in: folder)
        let capped = archlint("graph", folder, "--preset", "viper", "--format", "svg")
        #expect(capped.status == 0)
        #expect(capped.err == Self.fiveHundredTypeCap)
        let drawn = SVGGraphTests.structure(ofSVG: capped.out)
        #expect(drawn.nodes.count == 20)
        #expect(drawn.edges.count == 10 && drawn.edges.allSatisfy { $0.hasSuffix(" error: 1 · forbidden-dependency") })
        #expect(capped.out.utf8.count < 100_000)
        let focused = archlint("graph", folder, "--preset", "viper", "--format", "svg", "--focus", "Scene0Interactor")
        #expect(focused.err == "")
        #expect(SVGGraphTests.structure(ofSVG: focused.out).nodes.count == 4)
        #expect(archlint("graph", folder, "--preset", "viper").err == "")
    }

    /// A capped drawing whose edges' labels are more than fit beside each other between two
    /// layers keeps each label as its edge's tooltip, says so in the legend, and packs the edges
    /// closer: 100 interactors holding their views drew 6,615 points wide, labels side by side,
    /// and 4,944 with them as tooltips, before rows kept to 1,300 points and edges into one node
    /// shared their lanes.
    @Test func aCappedTypeGraphWithManyBrokenEdgesStaysNarrowAndKeepsTheirRulesAsTooltips() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try Self.writeFiveHundredTypeApp(in: folder, heldEvery: 1)
        let capped = archlint("graph", folder, "--preset", "viper", "--format", "svg")
        #expect(capped.status == 0)
        #expect(capped.err == "archlint: 500 nodes and 700 edges are more than one picture can show (at most 400 nodes): "
            + "drawn are the 100 edges that break a rule and their 200 nodes, left out are 300 nodes and 600 edges. See the rest with "
            + "--focus NAME --depth N (one node and its neighbours), --granularity role or module (the whole at a glance), or "
            + "--format dot (every node, for Graphviz)\n")
        #expect(capped.out.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"archlint-graph type\" width=\"1996\" height=\"1800\" "))
        #expect(!capped.out.contains("class=\"edge-label\""))
        #expect(capped.out.contains(">an edge&apos;s rules: hover over it</text>"))
        #expect(capped.out.contains("<title>Scene0Interactor → Scene0ViewController: 1 · forbidden-dependency</title>"))
        let drawn = SVGGraphTests.structure(ofSVG: capped.out)
        #expect(drawn.nodes.count == 200)
        #expect(drawn.edges.count == 100 && drawn.edges.allSatisfy { $0.hasSuffix(" error: 1 · forbidden-dependency") })
    }

    /// The DOT type graph of an app of several modules boxes each module around its role
    /// clusters, so Graphviz draws a large app module by module (before, 500 types of five
    /// modules were five role clusters mixing the modules); one module's graph keeps its role
    /// clusters alone.
    @Test func aTypeGraphOfSeveralModulesBoxesEachModuleAroundItsRoleClusters() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try Self.writeFiveHundredTypeApp(in: folder, modules: 5)
        let dot = archlint("graph", folder, "--preset", "viper")
        #expect(dot.status == 0)
        let boxes = dot.out.split(separator: "\n").filter { $0.contains("subgraph ") }.map(String.init)
        #expect(boxes == (0..<5).flatMap { module in
            ["  subgraph \"cluster_module_Feature\(module)\" {"]
                + ["View", "Presenter", "Interactor", "Router", "Entity"].map { "    subgraph \"cluster_module_Feature\(module)_\($0)\" {" }
        })
        #expect(dot.out.contains("    label=\"Feature3\"; style=\"rounded\"; color=\"#616161\"; penwidth=1.5;\n"))
        #expect(dot.out.contains("""
                subgraph "cluster_module_Feature3_Interactor" {
                  label="Interactor"; style="rounded,filled"; color="#c98a12"; fillcolor="#fafafa";
                  "Scene13Interactor" [
            """))
        #expect(Self.nodeIDs(dot.out).count == 500)

        let single = try makeTemporaryFolder()
        defer { removeTemporary(single) }
        try Self.writeFiveHundredTypeApp(in: single)
        #expect(archlint("graph", single, "--preset", "viper").out.split(separator: "\n").filter { $0.contains("subgraph ") } == [
            "  subgraph \"cluster_View\" {", "  subgraph \"cluster_Presenter\" {", "  subgraph \"cluster_Interactor\" {",
            "  subgraph \"cluster_Router\" {", "  subgraph \"cluster_Entity\" {",
        ])
    }

    /// A Mermaid chart is capped as the SVG is: renderers give up on a few hundred nodes. DOT,
    /// for Graphviz, stays whole.
    @Test func aMermaidChartTooLargeToReadDrawsItsViolationsAndSaysWhatItLeftOut() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try Self.writeFiveHundredTypeApp(in: folder)
        let capped = archlint("graph", folder, "--preset", "viper", "--format", "mermaid")
        #expect(capped.status == 0)
        #expect(capped.err == Self.fiveHundredTypeCap)
        let edges = GraphAgreementTests.mermaidLines(capped.out)
        #expect(edges.count == 10 && edges.allSatisfy { $0.hasSuffix(": 1 · forbidden-dependency") })
        // Node statements: `n12("Scene1Presenter")`, `n3[…]`, …
        let nodes = capped.out.split(separator: "\n").filter { line in
            let statement = line.drop { $0 == " " }
            guard statement.first == "n" else { return false }
            let rest = statement.dropFirst().drop { $0.isNumber }
            return rest.count < statement.count - 1 && ["(", "[", "{", ">"].contains(rest.first.map(String.init) ?? "")
        }
        #expect(nodes.count == 20)
        let focused = archlint("graph", folder, "--preset", "viper", "--format", "mermaid", "--focus", "Scene0Interactor")
        #expect(focused.err == "")
        #expect(archlint("graph", folder, "--preset", "viper", "--format", "dot").err == "")
    }

    @Test func aFiveHundredTypeAppHasARoleGraphOfFiveNodesAndATypeGraphOfFiveHundred() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try Self.writeFiveHundredTypeApp(in: folder)
        let role = archlint("graph", folder, "--preset", "viper", "--granularity", "role")
        #expect(Self.nodeIDs(role.out) == ["Entity", "Interactor", "Presenter", "Router", "View"])
        #expect(role.out.contains("\"View\" [label=\"View\\n100 types\""))
        #expect(Self.edgeLines(role.out).contains(
            "  \"Interactor\" -> \"View\" [color=\"#d32f2f\", fontcolor=\"#d32f2f\", penwidth=3.08, label=\"10 · forbidden-dependency\"];"))

        let type = archlint("graph", folder, "--preset", "viper")
        #expect(Self.nodeIDs(type.out).count == 500)
        // A person at a terminal is pointed to the views that stay readable.
        #expect(archlintOnTerminal(["graph", folder, "--preset", "viper"]).err
            == "archlint: 500 nodes; --format svg lays them out in a second without Graphviz, --granularity role, --focus NAME or "
            + "--only-violations give a picture that reads at a glance, and archlint lint --format html=FILE writes a page with the "
            + "role and module graphs\n")
        #expect(archlintOnTerminal(["graph", folder, "--preset", "viper", "--format", "svg"]).err == Self.fiveHundredTypeCap)
        #expect(archlintOnTerminal(["graph", folder, "--preset", "viper", "--granularity", "role"]).err == "")
    }
}

/// A structural check of the Mermaid flowcharts ArchLint writes: every line is a statement of
/// the grammar subset it uses, subgraphs close, edges join declared nodes, `linkStyle` indices
/// exist and every `:::class` is defined. (No Mermaid parser is installed here.)
enum MermaidCheck {
    static let shapes: [(open: String, close: String)] = [
        ("([", "])"), ("{{", "}}"), ("[(", ")]"), ("[[", "]]"), ("[/", "/]"), (">", "]"), ("(", ")"), ("[", "]"),
    ]

    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        var declared: Set<String> = []
        var usedClasses: Set<String> = []
        var definedClasses: Set<String> = []
        var edges = 0
        var depth = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, raw) in lines.enumerated() where !(index == lines.count - 1 && raw.isEmpty) {
            let number = index + 1
            let line = raw.trimmingCharacters(in: .whitespaces)
            if index == 0 {
                if line != "flowchart TB" && line != "flowchart LR" { problems.append("line 1: does not start with 'flowchart TB|LR'") }
                continue
            }
            if line.hasPrefix("subgraph ") {
                if node(String(line.dropFirst(9))) == nil { problems.append("line \(number): bad subgraph: \(line)") }
                depth += 1
            } else if line == "end" {
                depth -= 1
                if depth < 0 { problems.append("line \(number): 'end' without subgraph") }
            } else if line.hasPrefix("linkStyle ") {
                let index = Int(line.split(separator: " ")[1]) ?? -1
                if index < 0 || index >= edges { problems.append("line \(number): linkStyle \(index) but only \(edges) edges") }
            } else if line.hasPrefix("classDef ") {
                definedClasses.insert(String(line.split(separator: " ")[1]))
            } else if line.hasPrefix("class ") {
                let parts = line.split(separator: " ")
                for id in parts[1].split(separator: ",") where !declared.contains(String(id)) {
                    problems.append("line \(number): class on undeclared node '\(id)'")
                }
                usedClasses.insert(String(parts[2]))
            } else if line.hasPrefix("style ") {
                let id = String(line.split(separator: " ")[1])
                if !declared.contains(id) { problems.append("line \(number): style on undeclared node '\(id)'") }
            } else if let edge = edge(line) {
                edges += 1
                for id in [edge.from, edge.to] where !declared.contains(id) {
                    problems.append("line \(number): edge to undeclared node '\(id)'")
                }
            } else if let (id, className) = node(line) {
                declared.insert(id)
                if let className { usedClasses.insert(className) }
            } else {
                problems.append("line \(number): not a node, edge or statement: \(line)")
            }
        }
        if depth > 0 { problems.append("line \(lines.count - 1): subgraph not closed") }
        for name in usedClasses.subtracting(definedClasses).sorted() { problems.append("class '\(name)' is never defined") }
        return problems
    }

    /// `ID<open>"label"<close>` with an optional `:::class`.
    static func node(_ line: String) -> (String, String?)? {
        var rest = Substring(line)
        let id = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !id.isEmpty else { return nil }
        rest = rest.dropFirst(id.count)
        var className: String?
        if let range = rest.range(of: ":::") {
            className = String(rest[range.upperBound...])
            rest = rest[..<range.lowerBound]
        }
        guard let shape = shapes.first(where: { rest.hasPrefix($0.open) && rest.hasSuffix($0.close) }) else { return nil }
        let inner = rest.dropFirst(shape.open.count).dropLast(shape.close.count)
        guard quotedLabel(inner) else { return nil }
        return (String(id), className)
    }

    /// `A -->|"label"| B`, `A ==> B`, `A -.-> B`.
    static func edge(_ line: String) -> (from: String, to: String)? {
        let parts = line.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        var rest = parts[1]
        guard let arrow = ["-->", "==>", "-.->"].first(where: { rest.hasPrefix($0) }) else { return nil }
        rest = rest.dropFirst(arrow.count)
        if rest.hasPrefix("|") {
            guard let close = rest.dropFirst().firstIndex(of: "|"), quotedLabel(rest[rest.index(after: rest.startIndex)..<close]) else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.hasPrefix(" ") else { return nil }
        let to = rest.dropFirst()
        guard !to.isEmpty, to.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (String(parts[0]), String(to))
    }

    /// `"…"` with no quote inside (Mermaid has no escapes: quotes are written `#quot;`).
    static func quotedLabel(_ text: Substring) -> Bool {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") && !text.dropFirst().dropLast().contains("\"")
    }
}
