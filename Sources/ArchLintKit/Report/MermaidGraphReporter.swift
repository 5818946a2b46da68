/// `archlint graph --format mermaid`: the same graph as ``DotGraphReporter`` draws, as a Mermaid
/// flowchart, which GitHub, GitLab and most wikis render inside Markdown.
///
/// Node IDs are `n0`, `n1`, … in the graph's sorted order (Mermaid IDs cannot hold dots or
/// spaces); labels are quoted. Colours come from `classDef`s, one per style; edge colours from
/// `linkStyle`, by edge index.
package enum MermaidGraphReporter {
    package static func render(_ graph: ArchitectureGraph) -> String {
        BlockWriter.text { write(graph, to: &$0) }
    }

    /// The chart written as it goes: one node and one edge at a time.
    package static func write(_ graph: ArchitectureGraph, to output: inout BlockWriter) {
        let ids = Dictionary(uniqueKeysWithValues: graph.nodes.enumerated().map { ($1.id, "n\($0)") })
        let direction = graph.granularity == .role || graph.granularity == .module ? "LR" : "TB"
        output.write("flowchart \(direction)\n")

        var styles: [ArchitectureGraph.Style] = []
        func styleIndex(_ style: ArchitectureGraph.Style) -> Int {
            if let index = styles.firstIndex(of: style) { return index }
            styles.append(style)
            return styles.count - 1
        }
        func declaration(_ node: ArchitectureGraph.Node) -> String {
            "\(ids[node.id]!)\(shape(node.style.shape, label(node.label))):::s\(styleIndex(node.style))"
        }

        for (index, cluster) in graph.clusters.enumerated() {
            output.write("  subgraph c\(index)[\(label(cluster.title))]\n")
            for node in graph.nodes where node.cluster == cluster.title {
                output.write("    " + declaration(node) + "\n")
            }
            output.write("  end\n")
        }
        for node in graph.nodes where node.cluster == nil {
            output.write("  " + declaration(node) + "\n")
        }

        // The legend is a note, not a graph: Mermaid cannot draw sample edges off to one side.
        var legend = ["red: breaks a rule", "orange: breaks a rule (warning)", "dotted: baselined or suppressed"]
        if graph.edges.contains(where: { $0.change != nil }) { legend.insert("new, removed: what the change did", at: 0) }
        legend.append(graph.granularity == .type ? "numbers: violations" : "numbers: references, violations on a red or orange edge")
        if graph.nodes.contains(where: \.isAbstract) { legend.append("dashed border: protocol") }
        output.write("  legend[\(label("Legend: " + legend.joined(separator: "; ")))]:::legend\n")

        var linkStyles: [String] = []
        for (index, edge) in graph.edges.enumerated() {
            let kind = graph.kind(of: edge)
            let arrow = kind == .accepted ? "-.->" : (kind == .allowed ? "-->" : "==>")
            let text = graph.label(of: edge).map { "|\(label($0))|" } ?? ""
            output.write("  \(ids[edge.source]!) \(arrow)\(text) \(ids[edge.target]!)\n")
            switch kind {
            case .allowed: break
            case .error, .accepted:
                linkStyles.append("  linkStyle \(index) stroke:\(ArchitectureGraph.errorColor),color:\(ArchitectureGraph.errorColor)")
            case .warning:
                linkStyles.append("  linkStyle \(index) stroke:\(ArchitectureGraph.warningColor),color:\(ArchitectureGraph.warningColor)")
            }
        }
        output.write(linkStyles.map { $0 + "\n" }.joined())

        for (index, style) in styles.enumerated() {
            output.write("  classDef s\(index) fill:\(style.fill),stroke:\(style.border),color:#212121\n")
        }
        output.write("  classDef legend fill:#ffffff,stroke:#bdbdbd,color:#616161\n")
        let abstract = graph.nodes.filter(\.isAbstract).map { ids[$0.id]! }
        if !abstract.isEmpty {
            output.write("  classDef abstract stroke-dasharray:4 3\n")
            output.write("  class \(abstract.joined(separator: ",")) abstract\n")
        }
        if let focus = graph.focus.flatMap({ ids[$0] }) {
            output.write("  style \(focus) stroke-width:3px\n")
        }
    }

    /// The nearest Mermaid shape to each Graphviz shape the graph uses.
    static func shape(_ shape: String, _ text: String) -> String {
        switch shape {
        case "ellipse": return "([\(text)])"
        case "hexagon": return "{{\(text)}}"
        case "cylinder": return "[(\(text))]"
        case "component", "box3d": return "[[\(text)]]"
        case "cds": return ">\(text)]"
        case "note": return "[/\(text)/]"
        default: return "(\(text))"
        }
    }

    /// A quoted label: Mermaid has no backslash escapes, so quotes and the characters its parser
    /// treats specially become entity codes; a line break becomes `<br>`.
    static func label(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "#quot;"
            case "#": output += "#35;"
            case "|": output += "#124;"
            case "<": output += "#lt;"
            case ">": output += "#gt;"
            case "\n": output += "<br>"
            case "\r": output += " "
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
