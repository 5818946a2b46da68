@testable import ArchLintKit
import Testing

/// ArchLint's own graph layout: nothing overlaps, whatever the graph, and the same graph always
/// draws the same way.
@Suite struct LayeredLayoutTests {
    static let rules = """
        roles View, Presenter, Interactor, Router, Entity, Service
        View is named *View
        Presenter is named *Presenter
        Interactor is named *Interactor
        Router is named *Router
        Entity is named *Entity
        Service is named *Service
        View may use Presenter, Entity
        Presenter may use View, Interactor, Router, Entity
        Interactor may use Presenter, Entity, Service
        Router may use View, Presenter, Interactor, Entity, Service
        Service may use Entity
        Entity may use Entity
        """

    /// An app of `count` types in features of six roles, each using two or three others picked
    /// by a fixed pseudo-random sequence: allowed edges, broken ones, cycles and long edges.
    static func generatedApp(types count: Int) throws -> LintResult {
        let suffixes = ["View", "Presenter", "Interactor", "Router", "Entity", "Service"]
        let names = (0..<count).map { "Feature\($0 / suffixes.count)\(suffixes[$0 % suffixes.count])" }
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var files: [(String, String)] = []
        var text = ""
        for (index, name) in names.enumerated() {
            // Mostly within a feature or a neighbouring one, sometimes anywhere.
            let uses = (0..<(2 + next(2))).map { _ in
                next(4) == 0 ? names[next(count)] : names[min(count - 1, max(0, index - 8 + next(16)))]
            }
            text += "final class \(name) {\n" + uses.enumerated().map { "    var u\($0.offset): \($0.element)?\n" }.joined() + "}\n"
            if index % 50 == 49 || index == count - 1 {
                files.append(("App/File\(files.count).swift", text))
                text = ""
            }
        }
        return try lint(files, rules: rules)
    }

    /// Every pair of node boxes, edge labels and the legend, checked by a sweep along x.
    static func overlaps(_ drawing: SVGGraphReporter.Drawing) -> [String] {
        var boxes: [(LayeredLayout.Box, String)] = drawing.layout.nodes.enumerated().map { ($1, "node \($0)") }
        for (index, route) in drawing.layout.routes.enumerated() {
            if let label = route.label { boxes.append((label, "label \(index)")) }
        }
        boxes.append((drawing.legend, "legend"))
        boxes.sort { ($0.0.x, $0.1) < ($1.0.x, $1.1) }
        var found: [String] = []
        for (index, (box, name)) in boxes.enumerated() {
            var other = index + 1
            while other < boxes.count, boxes[other].0.x < box.x + box.width {
                if box.overlaps(boxes[other].0) { found.append("\(name) overlaps \(boxes[other].1)") }
                other += 1
            }
        }
        return found
    }

    @Test(arguments: [50, 500, 2_000])
    func noNodeOrLabelOverlapsInAGeneratedApp(types: Int) throws {
        let result = try Self.generatedApp(types: types)
        for granularity in [ArchitectureGraph.Granularity.type, .role, .module, .file] {
            let graph = try ArchitectureGraph.build(result, roles: ["View", "Presenter", "Interactor", "Router", "Entity", "Service"],
                                                    options: .init(granularity: granularity))
            let drawing = SVGGraphReporter.draw(graph)
            if granularity == .type { #expect(graph.nodes.count == types) }
            #expect(Self.overlaps(drawing) == [], "\(granularity)")
            #expect(drawing.layout.routes.allSatisfy { $0.points.count >= 2 })
        }
    }

    @Test func everyLabelledEdgeGetsItsLabelBoxAndEveryNodeItsSize() {
        let sizes = [LayeredLayout.Size(width: 80, height: 26), .init(width: 120, height: 40), .init(width: 60, height: 26)]
        let layout = LayeredLayout.make(sizes: sizes, edges: [
            .init(source: 0, target: 1, label: .init(width: 30, height: 13)), .init(source: 1, target: 2),
            .init(source: 2, target: 0, label: .init(width: 50, height: 13)), .init(source: 1, target: 1),
        ])
        #expect(layout.nodes.map { [$0.width, $0.height] } == [[80, 26], [120, 40], [60, 26]])
        #expect(layout.routes.map { $0.label.map { [$0.width, $0.height] } } == [[30, 13], nil, [50, 13], nil])
        // A cycle is broken for the layout only: the edge back up still ends at its target.
        let back = layout.routes[2].points
        #expect(back.first!.y == layout.nodes[2].y && back.last!.y == layout.nodes[0].y + layout.nodes[0].height)
        #expect(layout.routes[3].points == [])
        // Layers top to bottom along the edges that were kept.
        #expect(layout.nodes[0].y < layout.nodes[1].y && layout.nodes[1].y < layout.nodes[2].y)
    }

    /// Two apps importing 30 frameworks: one layer of 3,522 points. It wraps into three rows
    /// of ten, the frameworks both apps use in the top row, nearest their users.
    @Test func aWideLayerWrapsIntoRowsTheMostUsedFirst() {
        let sizes = [LayeredLayout.Size(width: 60, height: 26), .init(width: 60, height: 26)]
            + Array(repeating: LayeredLayout.Size(width: 100, height: 26), count: 30)
        let edges = (2..<32).map { LayeredLayout.Edge(source: 0, target: $0) } + (22..<32).map { LayeredLayout.Edge(source: 1, target: $0) }
        let layout = LayeredLayout.make(sizes: sizes, edges: edges)
        let rows = Dictionary(grouping: layout.nodes.indices) { layout.nodes[$0].y }.sorted { $0.key < $1.key }.map { $0.value.sorted() }
        #expect(rows == [[0, 1], Array(22..<32), Array(2..<12), Array(12..<22)])
        #expect(LayeredLayout.wrapWidth(sizes: sizes) == LayeredLayout.minimumWrapWidth)
        for (index, box) in layout.nodes.enumerated() {
            for other in layout.nodes[(index + 1)...] { #expect(!box.overlaps(other)) }
        }
        // The edges to the lower rows run through the rows above, the rows share one centre,
        // and the drawing stays within a screen's width: unwrapped it was 3,546 points wide.
        #expect(layout.width.rounded() == 1_478)
        #expect(layout.routes.allSatisfy { $0.points.count >= 2 && $0.points.last!.y == layout.nodes[edges[layout.routes.firstIndex(of: $0)!].target].y })
    }

    /// A node wider than a row's share takes its row alone, and so does one the row beside it
    /// cannot hold within the limit; no row is drawn empty.
    @Test func aWrappedLayerHasNoEmptyRow() {
        let sizes = [LayeredLayout.Size(width: 60, height: 26), .init(width: 1_250, height: 26), .init(width: 1_250, height: 26), .init(width: 10, height: 26)]
        let layout = LayeredLayout.make(sizes: sizes, edges: (1..<4).map { LayeredLayout.Edge(source: 0, target: $0) })
        let rows = Dictionary(grouping: layout.nodes.indices) { layout.nodes[$0].y }.sorted { $0.key < $1.key }.map { $0.value.sorted() }
        #expect(rows == [[0], [1], [2], [3]])
        #expect(layout.nodes.map(\.y) == [12, 82, 152, 222])
    }

    /// Ten apps each importing the same twelve frameworks (1,398 points): in two rows, the
    /// 60 edges to the second row would run through the first and make it 1,548 wide, wider
    /// than the layer was, so the layer stays one.
    @Test func aLayerStaysOneWhereTheEdgesThroughItsRowsWouldWidenThem() {
        let sizes = Array(repeating: LayeredLayout.Size(width: 60, height: 26), count: 10)
            + Array(repeating: LayeredLayout.Size(width: 100, height: 26), count: 12)
        let edges = (0..<10).flatMap { source in (10..<22).map { LayeredLayout.Edge(source: source, target: $0) } }
        let layout = LayeredLayout.make(sizes: sizes, edges: edges)
        #expect(Set(layout.nodes.map(\.y)) == [12, 82])
        #expect(layout.nodes[10...].allSatisfy { $0.y == 82 })
        // With five apps (30 edges through the first row: 1,128 points) it wraps.
        let five = LayeredLayout.make(
            sizes: Array(sizes[5...]), edges: (0..<5).flatMap { source in (5..<17).map { LayeredLayout.Edge(source: source, target: $0) } })
        #expect(Set(five.nodes.map(\.y)) == [12, 82, 152])
    }

    /// Concentrated (a drawing with too many edges for their labels), edges into one node share
    /// their pieces in every layer they both cross: A and B each use M and T, M uses T, and the
    /// edges A → T and B → T run as one line from the first gap on, joining at the lane.
    @Test func edgesIntoOneNodeShareTheirPiecesWhenConcentrated() {
        let sizes = Array(repeating: LayeredLayout.Size(width: 40, height: 20), count: 4)
        let edges = [(0, 2), (1, 2), (2, 3), (0, 3), (1, 3)].map { LayeredLayout.Edge(source: $0.0, target: $0.1) }
        var builder = LayeredLayout.Builder(sizes: sizes, edges: edges)
        builder.concentrated = true
        let layout = builder.run()
        func text(_ points: [LayeredLayout.Point]) -> String {
            points.map { "\(SVGGraphReporter.number($0.x)),\(SVGGraphReporter.number($0.y))" }.joined(separator: " ")
        }
        #expect(layout.nodes.map { "\(SVGGraphReporter.number($0.x)),\(SVGGraphReporter.number($0.y))" } == ["12,12", "70,12", "20,76", "53.6,140"])
        #expect(layout.routes.map { text($0.points) } == [
            "28.7,32 40,54 40,54 36.7,76",
            "86.7,32 40,54 40,54 43.3,76",
            "40,96 73.6,118 73.6,118 68.6,140",
            "35.3,32 82,54 82,54 82,76 82,96 73.6,118 73.6,118 73.6,140",
            "93.3,32 82,54 82,54 82,76 82,96 73.6,118 73.6,118 78.6,140",
        ])
        // Four nodes and four pieces, against nine pieces one per edge and gap.
        #expect(builder.items.count == 8)
        var separate = LayeredLayout.Builder(sizes: sizes, edges: edges)
        _ = separate.run()
        #expect(separate.items.count == 13)
    }

    /// A capped type graph of an app's view models breaking a rule on a few frameworks (UIKit,
    /// UIImage, SwiftUI): 240 names of 140 to 420 points over 8 frameworks, 480 edges. Its
    /// one wide layer wraps into rows no wider than the limit, the edges into one framework
    /// share a lane, and a layer drifting off its neighbours is closed up: within a screen's
    /// scroll, every edge drawn to its end, nothing overlapping.
    @Test func manyBrokenEdgesIntoAFewFrameworksFitAScreen() {
        let sources = (0..<240).map { LayeredLayout.Size(width: Double(140 + ($0 * 37) % 280), height: 26) }
        let sizes = sources + Array(repeating: LayeredLayout.Size(width: 80, height: 26), count: 8)
        let edges = (0..<240).flatMap { source in
            [LayeredLayout.Edge(source: source, target: 240 + source % 8), LayeredLayout.Edge(source: source, target: 240 + (source * 5 + 3) % 8)]
        }
        let layout = LayeredLayout.make(sizes: sizes, edges: edges)
        #expect(layout.width.rounded() == 1_413)
        for (index, box) in layout.nodes.enumerated() {
            for other in layout.nodes[(index + 1)...] { #expect(!box.overlaps(other)) }
        }
        for (edge, route) in zip(edges, layout.routes) {
            #expect(route.points.count >= 2 && route.points.last!.y == layout.nodes[edge.target].y)
        }
    }

    /// A graph of more than 400 nodes keeps its layers whole, however wide.
    @Test func aLargeGraphIsNotWrapped() {
        let sizes = [LayeredLayout.Size(width: 60, height: 26)] + Array(repeating: LayeredLayout.Size(width: 100, height: 26), count: 400)
        let layout = LayeredLayout.make(sizes: sizes, edges: (1...400).map { LayeredLayout.Edge(source: 0, target: $0) })
        #expect(Set(layout.nodes.map(\.y)) == [12, 82])
        let wrapped = LayeredLayout.make(sizes: Array(sizes.dropLast()), edges: (1..<400).map { LayeredLayout.Edge(source: 0, target: $0) })
        #expect(Set(wrapped.nodes.map(\.y)).count > 2)
    }

    @Test func crossingsAreCountedBetweenNeighbouringLayers() {
        // Two edges from the ends of one layer to the other ends of the next cross once.
        var builder = LayeredLayout.Builder(sizes: Array(repeating: .init(width: 10, height: 10), count: 4), edges: [])
        builder.items = (0..<4).map { LayeredLayout.Item(layer: $0 / 2, width: 10, height: 10, anchor: 5, node: $0) }
        builder.layers = [[0, 1], [2, 3]]
        builder.down = [[3], [2], [], []]
        builder.up = [[], [], [1], [0]]
        builder.setPositions()
        #expect(builder.crossings() == 1)
        builder.sortByBarycenter(1, neighbours: builder.up)
        #expect(builder.layers[1] == [3, 2])
        #expect(builder.crossings() == 0)
    }

    @Test func isotonicFitKeepsOrderAndIsNearest() {
        #expect(LayeredLayout.Builder.isotonic([3, 1, 2, 5], weights: [1, 1, 1, 1]) == [2, 2, 2, 5])
        #expect(LayeredLayout.Builder.isotonic([0, 10], weights: [1, 1]) == [0, 10])
        #expect(LayeredLayout.Builder.isotonic([4, 0], weights: [3, 1]) == [3, 3])
    }

    @Test func sameGraphDrawsTheSameBytes() throws {
        let result = try Self.generatedApp(types: 300)
        let graph = try ArchitectureGraph.build(result, roles: ["View", "Presenter", "Interactor", "Router", "Entity", "Service"])
        let first = SVGGraphReporter.render(graph)
        #expect(SVGGraphReporter.render(graph) == first)
        #expect(SVGGraphReporter.render(try ArchitectureGraph.build(try Self.generatedApp(types: 300), roles: ["View", "Presenter", "Interactor", "Router", "Entity", "Service"])) == first)
    }

    @Test func textWidthsComeFromTheTable() {
        #expect(TextWidth.of("", fontSize: 10) == 0)
        // "Hi": 722 + 222 thousandths, plus the 10 % margin, at size 10.
        #expect(abs(TextWidth.of("Hi", fontSize: 10) - 10.384) < 1e-9)
        #expect(abs(TextWidth.of("日本", fontSize: 10) - 22) < 1e-9)
        #expect(SVGGraphReporter.number(12.04) == "12" && SVGGraphReporter.number(-3.25) == "-3.3" && SVGGraphReporter.number(0.05) == "0.1")
    }
}
