/// `archlint graph --format svg`: the graph ``DotGraphReporter`` describes, laid out by ArchLint
/// itself (``LayeredLayout``) and drawn as SVG, so a picture needs no Graphviz.
///
/// The styles are the DOT drawing's: role colours and shapes, protocols dashed, the focus
/// heavier, edges red (orange for warnings) and labelled with their rules, dashed when accepted,
/// reference counts above type level, and a legend right of the graph. Clusters are not boxed:
/// a layered drawing keeps layers, not groups, together; the colours say the role.
///
/// Every element carries its class and its graph ID (`data-node`, `data-source`,
/// `data-target`), so a page (the HTML report) or a test can find it. Numbers are printed to a
/// tenth by integer arithmetic, so the same graph always gives the same bytes.
package enum SVGGraphReporter {
    package struct Options: Sendable {
        /// Prefixes element IDs, so two drawings can share a page.
        package var idPrefix: String
        /// Nodes and edges take keyboard focus (`tabindex`) and a button role, for a page that
        /// filters by them.
        package var interactive: Bool

        package init(idPrefix: String = "", interactive: Bool = false) {
            self.idPrefix = idPrefix
            self.interactive = interactive
        }
    }

    /// The laid-out graph: where every node, edge label and the legend go.
    package struct Drawing: Sendable {
        package var layout: LayeredLayout
        /// Each node's lines of text, in the graph's node order.
        package var lines: [[String]]
        /// Each edge's label, in the graph's edge order.
        package var labels: [String?]
        package var legend: LayeredLayout.Box
        package var legendRows: [LegendRow]
        package var width: Double
        package var height: Double
    }

    package enum LegendRow: Sendable, Hashable {
        case title
        case role(String, ArchitectureGraph.Style)
        case protocolBorder
        case edge(ArchitectureGraph.EdgeKind, String)
        /// A line of text.
        case note(String)
    }

    static let fontSize = 11.0
    static let lineHeight = 14.0
    static let labelFontSize = 10.0
    static let labelHeight = 13.0
    static let padding = (x: 10.0, y: 6.0)
    static let legendRowHeight = 17.0

    package static func render(_ graph: ArchitectureGraph, options: Options = Options()) -> String {
        BlockWriter.text { write(graph, options: options, to: &$0) }
    }

    /// Sizes every node and label by its text, then lays the graph out.
    package static func draw(_ graph: ArchitectureGraph) -> Drawing {
        var index: [String: Int] = [:]
        index.reserveCapacity(graph.nodes.count)
        for (position, node) in graph.nodes.enumerated() { index[node.id] = position }
        let lines = graph.nodes.map { $0.label.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let sizes = zip(graph.nodes, lines).map { node, lines in size(of: lines, shape: node.style.shape) }
        let labels = graph.edges.map { graph.label(of: $0) }
        var labelSizes = labels.map { label in label.map { LayeredLayout.Size(width: TextWidth.of($0, fontSize: labelFontSize) + 4, height: labelHeight) } }
        // Labels sit side by side in the gaps between layers, which are not wrapped: more of
        // them than one wrapped row holds made a drawing of 278 types 16,395 points wide. Then
        // each edge's label is its tooltip only, and the legend says so.
        let labelsInPicture = labelSizes.reduce(0) { $0 + ($1?.width ?? 0) } <= LayeredLayout.wrapWidth(sizes: sizes)
        if !labelsInPicture { labelSizes = labels.map { _ in nil } }
        var edges: [LayeredLayout.Edge] = []
        edges.reserveCapacity(graph.edges.count)
        for (edge, size) in zip(graph.edges, labelSizes) {
            edges.append(LayeredLayout.Edge(source: index[edge.source]!, target: index[edge.target]!, label: size))
        }
        let layout = LayeredLayout.make(sizes: sizes, edges: edges)
        var rows = legendRows(graph)
        if !labelsInPicture && labels.contains(where: { $0 != nil }) { rows.append(.note("an edge's rules: hover over it")) }
        let legendWidth = rows.map { row -> Double in
            switch row {
            case .title: return TextWidth.of("Legend", fontSize: fontSize)
            case .role(let role, let style): return 64 + TextWidth.of(role, fontSize: labelFontSize) + TextWidth.of(shapeName(style.shape), fontSize: labelFontSize)
            case .protocolBorder: return 64 + TextWidth.of("protocol: dashed border", fontSize: labelFontSize)
            case .edge(_, let text): return 44 + TextWidth.of(text, fontSize: labelFontSize)
            case .note(let text): return TextWidth.of(text, fontSize: labelFontSize)
            }
        }.max()! + 16
        let legend = LayeredLayout.Box(
            x: layout.width, y: LayeredLayout.margin, width: legendWidth.rounded(.up),
            height: Double(rows.count) * legendRowHeight + 8)
        return Drawing(
            layout: layout, lines: lines, labels: labels, legend: legend, legendRows: rows,
            width: legend.x + legend.width + LayeredLayout.margin, height: max(layout.height, legend.y + legend.height + LayeredLayout.margin))
    }

    /// A node's box: its text plus padding, plus the room its shape's ends take.
    static func size(of lines: [String], shape: String) -> LayeredLayout.Size {
        let text = lines.map { TextWidth.of($0, fontSize: fontSize) }.max() ?? 0
        var width = (text + 2 * padding.x).rounded(.up)
        var height = Double(lines.count) * lineHeight + 2 * padding.y
        switch shape {
        case "ellipse": width = (width * 1.2).rounded(.up); height += 4
        case "hexagon", "cds": width += 14
        case "cylinder": height += 8
        case "component", "note", "box3d": width += 8
        default: break
        }
        return LayeredLayout.Size(width: max(width, 40), height: height)
    }

    static func legendRows(_ graph: ArchitectureGraph) -> [LegendRow] {
        var rows: [LegendRow] = [.title]
        if graph.granularity == .type || graph.granularity == .file {
            rows += graph.roleStyles.map { .role($0.role, $0.style) }
            if graph.nodes.contains(where: \.isAbstract) { rows.append(.protocolBorder) }
        }
        let counted = graph.granularity == .type ? "" : " (number: references)"
        rows += [
            .edge(.allowed, "allowed" + counted), .edge(.error, "breaks a rule (error; number: violations)"),
            .edge(.warning, "breaks a rule (warning)"), .edge(.accepted, "baselined or suppressed"),
        ]
        return rows
    }

    static func shapeName(_ shape: String) -> String { shape == "cds" ? "arrow" : shape }

    // MARK: Writing

    /// The drawing written as it goes: one node and one edge at a time.
    package static func write(_ graph: ArchitectureGraph, options: Options = Options(), to output: inout BlockWriter) {
        write(graph, drawing: draw(graph), options: options, to: &output)
    }

    package static func write(_ graph: ArchitectureGraph, drawing: Drawing, options: Options, to output: inout BlockWriter) {
        let p = options.idPrefix
        let width = number(drawing.width.rounded(.up)), height = number(drawing.height.rounded(.up))
        output.write("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"archlint-graph \(graph.granularity.rawValue)\" ")
        output.write("width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" ")
        output.write("font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(number(fontSize))\">\n")
        output.write("<defs>\n")
        for (name, color) in [("allowed", ArchitectureGraph.plainEdgeColor), ("error", ArchitectureGraph.errorColor), ("warning", ArchitectureGraph.warningColor)] {
            output.write("<marker id=\"\(p)arrow-\(name)\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"9\" markerHeight=\"9\" ")
            output.write("markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" fill=\"\(color)\"/></marker>\n")
        }
        output.write("</defs>\n")

        output.write("<g class=\"edges\">\n")
        for (index, edge) in graph.edges.enumerated() {
            writeEdge(edge, index: index, graph: graph, drawing: drawing, options: options, to: &output)
        }
        output.write("</g>\n<g class=\"nodes\">\n")
        for (index, node) in graph.nodes.enumerated() {
            writeNode(node, box: drawing.layout.nodes[index], lines: drawing.lines[index], focused: node.id == graph.focus, options: options, index: index, to: &output)
        }
        output.write("</g>\n")
        writeLegend(drawing, options: options, to: &output)
        output.write("</svg>\n")
    }

    static func writeEdge(
        _ edge: ArchitectureGraph.Edge, index: Int, graph: ArchitectureGraph, drawing: Drawing, options: Options, to output: inout BlockWriter
    ) {
        let route = drawing.layout.routes[index]
        guard route.points.count >= 2 else { return }
        let kind = graph.kind(of: edge)
        let (name, color, arrow): (String, String, String) = switch kind {
        case .allowed: ("allowed", ArchitectureGraph.plainEdgeColor, "allowed")
        case .error: ("error", ArchitectureGraph.errorColor, "error")
        case .warning: ("warning", ArchitectureGraph.warningColor, "warning")
        case .accepted: ("accepted", ArchitectureGraph.errorColor, "error")
        }
        var strokeWidth = kind == .error || kind == .warning ? 2.0 : 1.0
        if edge.references > 1, graph.granularity != .type, kind != .accepted {
            // As in the DOT drawing: heavier dependencies, heavier lines; a broken edge stays
            // heavier than any allowed one.
            let width = min(1 + Double(edge.references).squareRoot() / 2, 4)
            strokeWidth = kind == .allowed ? width : max(2, width + 0.5)
        }
        let label = drawing.labels[index]
        output.write("<g class=\"edge \(name)\" id=\"\(options.idPrefix)e\(index)\" data-source=\"\(escape(edge.source))\" data-target=\"\(escape(edge.target))\"")
        if !edge.rules.isEmpty { output.write(" data-rules=\"\(escape(edge.rules.joined(separator: " ")))\"") }
        if options.interactive {
            output.write(" tabindex=\"0\" role=\"button\" aria-label=\"\(escape(edge.source + " to " + edge.target + (label.map { ": " + $0 } ?? "")))\"")
        }
        output.write(">")
        output.write("<title>\(escape(edge.source + " → " + edge.target + (label.map { ": " + $0 } ?? "")))</title>")
        output.write("<path d=\"\(path(route.points))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(number(strokeWidth))\"")
        if kind == .accepted { output.write(" stroke-dasharray=\"6 4\"") }
        output.write(" marker-end=\"url(#\(options.idPrefix)arrow-\(arrow))\"/>")
        if let label, let box = route.label {
            output.write("<text class=\"edge-label\" x=\"\(number(box.x + 2))\" y=\"\(number(box.y + box.height - 3))\" ")
            output.write("font-size=\"\(number(labelFontSize))\" fill=\"\(kind == .allowed ? "#616161" : color)\">\(escape(label))</text>")
        }
        output.write("</g>\n")
    }

    /// Straight runs where the x stays, S-curves (vertical at both ends) where it changes.
    static func path(_ points: [LayeredLayout.Point]) -> String {
        var text = "M\(number(points[0].x)),\(number(points[0].y))"
        for index in 1..<points.count {
            let from = points[index - 1], to = points[index]
            if number(from.x) == number(to.x) {
                text += " V\(number(to.y))"
            } else {
                let middle = number((from.y + to.y) / 2)
                text += " C\(number(from.x)),\(middle) \(number(to.x)),\(middle) \(number(to.x)),\(number(to.y))"
            }
        }
        return text
    }

    static func writeNode(
        _ node: ArchitectureGraph.Node, box: LayeredLayout.Box, lines: [String], focused: Bool, options: Options, index: Int,
        to output: inout BlockWriter
    ) {
        var classes = "node"
        if node.isAbstract { classes += " abstract" }
        if focused { classes += " focus" }
        output.write("<g class=\"\(classes)\" id=\"\(options.idPrefix)n\(index)\" data-node=\"\(escape(node.id))\"")
        if let cluster = node.cluster { output.write(" data-cluster=\"\(escape(cluster))\"") }
        if options.interactive {
            output.write(" tabindex=\"0\" role=\"button\" aria-label=\"\(escape(lines.joined(separator: ", ")))\"")
        }
        output.write("><title>\(escape(node.tooltip))</title>")
        var stroke = "fill=\"\(node.style.fill)\" stroke=\"\(node.style.border)\""
        if focused { stroke += " stroke-width=\"3\"" }
        if node.isAbstract { stroke += " stroke-dasharray=\"4 3\"" }
        output.write(shape(node.style.shape, box, attributes: stroke))
        let top = box.y + (box.height - Double(lines.count) * lineHeight) / 2
        for (number, line) in lines.enumerated() {
            let y = top + Double(number) * lineHeight + lineHeight - 3.5
            output.write("<text x=\"\(self.number(box.x + box.width / 2))\" y=\"\(self.number(y))\" text-anchor=\"middle\"")
            // Below the name, smaller and lighter: the counts.
            output.write(number == 0 ? " fill=\"#212121\"" : " font-size=\"\(self.number(labelFontSize))\" fill=\"#616161\"")
            output.write(">\(escape(line))</text>")
        }
        output.write("</g>\n")
    }

    /// The node's outline, always inside its box.
    static func shape(_ shape: String, _ box: LayeredLayout.Box, attributes: String) -> String {
        let (x, y, w, h) = (box.x, box.y, box.width, box.height)
        func n(_ value: Double) -> String { number(value) }
        func polygon(_ points: [(Double, Double)]) -> String {
            "<polygon class=\"shape\" points=\"\(points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))\" \(attributes)/>"
        }
        func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double) -> String {
            "<rect class=\"shape\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(radius))\" \(attributes)/>"
        }
        switch shape {
        case "ellipse":
            return "<ellipse class=\"shape\" cx=\"\(n(x + w / 2))\" cy=\"\(n(y + h / 2))\" rx=\"\(n(w / 2))\" ry=\"\(n(h / 2))\" \(attributes)/>"
        case "hexagon":
            let inset = 8.0
            return polygon([(x + inset, y), (x + w - inset, y), (x + w, y + h / 2), (x + w - inset, y + h), (x + inset, y + h), (x, y + h / 2)])
        case "cds":
            return polygon([(x, y), (x + w - 12, y), (x + w, y + h / 2), (x + w - 12, y + h), (x, y + h)])
        case "note":
            return polygon([(x, y), (x + w - 8, y), (x + w, y + 8), (x + w, y + h), (x, y + h)])
                + "<polyline points=\"\(n(x + w - 8)),\(n(y)) \(n(x + w - 8)),\(n(y + 8)) \(n(x + w)),\(n(y + 8))\" \(attributes)/>"
        case "cylinder":
            let rim = 5.0
            let body = "M\(n(x)),\(n(y + rim)) V\(n(y + h - rim)) A\(n(w / 2)),\(n(rim)) 0 0,0 \(n(x + w)),\(n(y + h - rim)) V\(n(y + rim)) A\(n(w / 2)),\(n(rim)) 0 0,0 \(n(x)),\(n(y + rim)) Z"
            return "<path class=\"shape\" d=\"\(body)\" \(attributes)/>"
                + "<ellipse cx=\"\(n(x + w / 2))\" cy=\"\(n(y + rim))\" rx=\"\(n(w / 2))\" ry=\"\(n(rim))\" \(attributes)/>"
        case "component":
            return rect(x + 5, y, w - 5, h, radius: 2) + rect(x, y + h * 0.25 - 3, 10, 6, radius: 0) + rect(x, y + h * 0.75 - 3, 10, 6, radius: 0)
        case "box3d":
            return rect(x + 4, y, w - 4, h - 4, radius: 0) + rect(x, y + 4, w - 4, h - 4, radius: 0)
        default:
            return rect(x, y, w, h, radius: 5)
        }
    }

    static func writeLegend(_ drawing: Drawing, options: Options, to output: inout BlockWriter) {
        let box = drawing.legend
        func n(_ value: Double) -> String { number(value) }
        output.write("<g class=\"legend\" font-size=\"\(n(labelFontSize))\">")
        output.write("<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"5\" fill=\"#ffffff\" stroke=\"#bdbdbd\"/>\n")
        for (index, row) in drawing.legendRows.enumerated() {
            let top = box.y + 4 + Double(index) * legendRowHeight
            let baseline = n(top + legendRowHeight - 5)
            let left = box.x + 8
            switch row {
            case .title:
                output.write("<text x=\"\(n(left))\" y=\"\(baseline)\" font-size=\"\(n(fontSize))\" font-weight=\"bold\">Legend</text>\n")
            case .role(let role, let style):
                output.write("<rect x=\"\(n(left))\" y=\"\(n(top + 2))\" width=\"48\" height=\"\(n(legendRowHeight - 4))\" rx=\"3\" fill=\"\(style.fill)\" stroke=\"\(style.border)\"/>")
                output.write("<text x=\"\(n(left + 56))\" y=\"\(baseline)\">\(escape(role)) <tspan fill=\"#757575\">\(shapeName(style.shape))</tspan></text>\n")
            case .protocolBorder:
                output.write("<rect x=\"\(n(left))\" y=\"\(n(top + 2))\" width=\"48\" height=\"\(n(legendRowHeight - 4))\" rx=\"3\" fill=\"#ffffff\" stroke=\"#9e9e9e\" stroke-dasharray=\"4 3\"/>")
                output.write("<text x=\"\(n(left + 56))\" y=\"\(baseline)\">protocol: dashed border</text>\n")
            case .edge(let kind, let text):
                let (color, width, dash, arrow): (String, String, String, String) = switch kind {
                case .allowed: (ArchitectureGraph.plainEdgeColor, "1", "", "allowed")
                case .error: (ArchitectureGraph.errorColor, "2", "", "error")
                case .warning: (ArchitectureGraph.warningColor, "2", "", "warning")
                case .accepted: (ArchitectureGraph.errorColor, "1", " stroke-dasharray=\"6 4\"", "error")
                }
                let middle = n(top + legendRowHeight / 2)
                output.write("<path d=\"M\(n(left)),\(middle) H\(n(left + 30))\" stroke=\"\(color)\" stroke-width=\"\(width)\"\(dash) marker-end=\"url(#\(options.idPrefix)arrow-\(arrow))\"/>")
                output.write("<text x=\"\(n(left + 36))\" y=\"\(baseline)\">\(escape(text))</text>\n")
            case .note(let text):
                output.write("<text x=\"\(n(left))\" y=\"\(baseline)\" fill=\"#616161\">\(escape(text))</text>\n")
            }
        }
        output.write("</g>\n")
    }

    /// Text and attribute values: XML's five characters escaped, control characters dropped.
    static func escape(_ text: String) -> String { JUnitReporter.escape(text) }

    /// To a tenth, by integer arithmetic: `12`, `12.5`, `-3.2`; the same value always prints the
    /// same way, whatever the platform's float formatting does.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let magnitude = tenths.magnitude
        let sign = tenths < 0 ? "-" : ""
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
