/// `archlint graph`: the dependency graph as Graphviz DOT.
///
/// Nodes take their role's colour and shape (clusters per role at type level, inside a box per
/// module where the types are of several; per module at file level); protocols have dashed borders. An edge that breaks a rule is red (orange for a
/// warning) and labelled with the rule; one whose breaks were all accepted is dashed. Above type
/// level, edges carry their reference counts. A legend explains it all. Output is sorted, so the
/// same project always gives the same bytes.
package enum DotGraphReporter {
    /// The type-level graph, as `archlint graph` drew it before granularities existed.
    package static func render(_ result: LintResult, roles: [String]) -> String {
        // The default options never fail: only a focus can name something missing.
        (try? ArchitectureGraph.build(result, roles: roles)).map(render) ?? ""
    }

    package static func render(_ graph: ArchitectureGraph) -> String {
        BlockWriter.text { write(graph, to: &$0) }
    }

    /// The graph written as it goes: one node and one edge at a time.
    package static func write(_ graph: ArchitectureGraph, to output: inout BlockWriter) {
        output.write("digraph architecture {\n")
        let rankdir = graph.granularity == .role || graph.granularity == .module ? "LR" : "TB"
        output.write("  graph [rankdir=\(rankdir), fontname=\"Helvetica\", fontsize=12, compound=true, nodesep=0.4, ranksep=0.6];\n")
        output.write("  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11, fillcolor=\"#ffffff\"];\n")
        output.write("  edge [color=\(quote(ArchitectureGraph.plainEdgeColor)), arrowsize=0.7, fontname=\"Helvetica\", fontsize=10];\n")

        // Types of several modules: each module a box around its role clusters, so a large
        // app's graph reads module by module. Of one module, the role clusters alone.
        let modules = Set(graph.nodes.compactMap(\.module)).sorted()
        if modules.count > 1 {
            for module in modules {
                let members = graph.nodes.filter { $0.module == module }
                output.write("\n  subgraph \(quote("cluster_module_" + module)) {\n")
                output.write("    label=\(quote(module)); style=\"rounded\"; color=\"#616161\"; penwidth=1.5;\n")
                writeClusters(of: members, in: graph, prefix: "cluster_module_" + module + "_", indent: "    ", to: &output)
                output.write("  }\n")
            }
            writeClusters(of: graph.nodes.filter { $0.module == nil }, in: graph, prefix: "cluster_", indent: "  ", to: &output)
        } else {
            writeClusters(of: graph.nodes, in: graph, prefix: "cluster_", indent: "  ", to: &output)
        }

        output.write(legend(graph))

        if !graph.edges.isEmpty { output.write("\n") }
        for edge in graph.edges {
            output.write("  \(quote(edge.source)) -> \(quote(edge.target))")
            let kind = graph.kind(of: edge)
            var attributes = self.attributes(kind)
            if edge.references > 1, graph.granularity != .type {
                // Heavier dependencies draw heavier lines, so the main flows stand out; a broken
                // edge stays a little heavier than any allowed one beside it.
                let width = min(1 + Double(edge.references).squareRoot() / 2, 4)
                switch kind {
                case .allowed: attributes.append("penwidth=\(format(width))")
                case .error, .warning: attributes[2] = "penwidth=\(format(max(2, width + 0.5)))"
                case .accepted: break
                }
            }
            if let label = graph.label(of: edge) { attributes.append("label=\(quote(label))") }
            if !attributes.isEmpty { output.write(" [" + attributes.joined(separator: ", ") + "]") }
            output.write(";\n")
        }
        output.write("}\n")
    }

    /// The nodes in their clusters (in the graph's order of clusters), then those in none.
    private static func writeClusters(
        of nodes: [ArchitectureGraph.Node], in graph: ArchitectureGraph, prefix: String, indent: String, to output: inout BlockWriter
    ) {
        for cluster in graph.clusters {
            let members = nodes.filter { $0.cluster == cluster.title }
            guard !members.isEmpty else { continue }
            output.write("\n\(indent)subgraph \(quote(prefix + cluster.title)) {\n")
            output.write("\(indent)  label=\(quote(cluster.title)); style=\"rounded,filled\"; color=\(quote(cluster.border)); fillcolor=\"#fafafa\";\n")
            for node in members {
                output.write("\(indent)  " + statement(node, focused: node.id == graph.focus) + "\n")
            }
            output.write("\(indent)}\n")
        }
        let loose = nodes.filter { $0.cluster == nil }
        if !loose.isEmpty { output.write("\n") }
        for node in loose {
            output.write(indent + statement(node, focused: node.id == graph.focus) + "\n")
        }
    }

    static func attributes(_ kind: ArchitectureGraph.EdgeKind) -> [String] {
        switch kind {
        case .allowed:
            return []
        case .error:
            let red = quote(ArchitectureGraph.errorColor)
            return ["color=\(red)", "fontcolor=\(red)", "penwidth=2"]
        case .warning:
            let orange = quote(ArchitectureGraph.warningColor)
            return ["color=\(orange)", "fontcolor=\(orange)", "penwidth=2"]
        case .accepted:
            let red = quote(ArchitectureGraph.errorColor)
            return ["color=\(red)", "fontcolor=\(red)", "style=dashed"]
        }
    }

    static func statement(_ node: ArchitectureGraph.Node, focused: Bool) -> String {
        var attributes: [String] = []
        if node.label != node.id { attributes.append("label=\(quote(node.label))") }
        if node.style.shape != "box" { attributes.append("shape=\(quote(node.style.shape))") }
        attributes += [
            "fillcolor=\(quote(node.style.fill))", "color=\(quote(node.style.border))",
            "style=\(quote(node.isAbstract ? "rounded,filled,dashed" : "rounded,filled"))",
        ]
        if focused { attributes.append("penwidth=3") }
        attributes.append("tooltip=\(quote(node.tooltip))")
        return "\(quote(node.id)) [\(attributes.joined(separator: ", "))];"
    }

    /// One table: the role swatches (below role level, where the nodes are not the roles
    /// themselves) and a sample of each kind of edge. A single HTML-like node keeps the legend
    /// compact and out of the layout's way.
    static func legend(_ graph: ArchitectureGraph) -> String {
        var rows = ["<TR><TD COLSPAN=\"2\"><B>Legend</B></TD></TR>"]
        if graph.granularity == .type || graph.granularity == .file {
            for (role, style) in graph.roleStyles {
                rows.append("<TR><TD BGCOLOR=\"\(style.fill)\" COLOR=\"\(style.border)\" BORDER=\"1\" STYLE=\"rounded\">\(html(role))</TD>"
                    + "<TD ALIGN=\"LEFT\"><FONT COLOR=\"#757575\">\(style.shape == "cds" ? "arrow" : style.shape)</FONT></TD></TR>")
            }
            if graph.nodes.contains(where: \.isAbstract) {
                rows.append("<TR><TD BORDER=\"1\" COLOR=\"#9e9e9e\" STYLE=\"dashed\">protocol</TD><TD ALIGN=\"LEFT\">dashed border</TD></TR>")
            }
        }
        let counted = graph.granularity == .type ? "" : " (number: references)"
        let samples = [
            (ArchitectureGraph.plainEdgeColor, "────▶", "allowed" + counted),
            (ArchitectureGraph.errorColor, "<B>━━━━▶</B>", "breaks a rule (error; number: violations)"),
            (ArchitectureGraph.warningColor, "<B>━━━━▶</B>", "breaks a rule (warning)"),
            (ArchitectureGraph.errorColor, "╌╌╌╌▶", "baselined or suppressed"),
        ]
        for (color, line, text) in samples {
            rows.append("<TR><TD><FONT COLOR=\"\(color)\">\(line)</FONT></TD><TD ALIGN=\"LEFT\">\(text)</TD></TR>")
        }
        var output = "\n  \"archlint:legend\" [shape=plaintext, style=\"\", margin=0, fontsize=10, label=<\n"
        output += "    <TABLE BORDER=\"1\" COLOR=\"#bdbdbd\" CELLBORDER=\"0\" CELLSPACING=\"2\" CELLPADDING=\"3\" STYLE=\"rounded\">\n"
        for row in rows { output += "    " + row + "\n" }
        output += "    </TABLE>>];\n"
        return output
    }

    /// Text inside an HTML-like label.
    static func html(_ text: String) -> String {
        text.replacingAll(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"])
    }

    /// Two decimals at most, no trailing zeros: the same number always prints the same way.
    static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        var text = "\(hundredths / 100)"
        let fraction = hundredths % 100
        if fraction != 0 { text += "." + (fraction < 10 ? "0\(fraction)" : "\(fraction % 10 == 0 ? fraction / 10 : fraction)") }
        return text
    }

    /// A DOT double-quoted ID: backslashes and quotes escaped, line breaks as `\n` (centred).
    static func quote(_ text: String) -> String {
        // Most names need no escape: copied whole, not character by character.
        let needsEscape = text.utf8.contains { byte in
            byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        if !needsEscape { return "\"" + text + "\"" }
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r", "\r\n": quoted += " "
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
