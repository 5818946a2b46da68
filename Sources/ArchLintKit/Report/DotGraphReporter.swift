/// `archlint graph`: the type dependency graph as Graphviz DOT.
///
/// Types are grouped in one cluster per role (in the order the rules declare roles) and
/// coloured by role; protocols have dashed borders; an edge that breaks a rule is red and
/// labelled with the rule. Output is sorted, so the same project always gives the same bytes.
public enum DotGraphReporter {
    /// Fill and border colours, assigned to roles in declaration order.
    static let palette: [(fill: String, border: String)] = [
        ("#dbe9ff", "#3b6fc4"), ("#e3f5e1", "#3f8f3a"), ("#fff1d6", "#c98a12"), ("#f3e3fa", "#8a44b0"),
        ("#dff4f7", "#1f8a9a"), ("#fde4ea", "#b83c5c"), ("#eceff1", "#546e7a"), ("#f9f3d2", "#8d7a12"),
    ]
    static let violationColor = "#d32f2f"

    public static func render(_ result: LintResult, roles: [String]) -> String {
        let project = result.project
        var output = "digraph architecture {\n"
        output += "  graph [rankdir=TB, fontname=\"Helvetica\", fontsize=12, compound=true];\n"
        output += "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11, fillcolor=\"#ffffff\"];\n"
        output += "  edge [color=\"#7a7a7a\", arrowsize=0.7, fontname=\"Helvetica\", fontsize=10];\n"

        var byRole: [String: [ProjectType]] = [:]
        var unclassified: [ProjectType] = []
        for type in project.types where type.kind != .extension {
            if let role = result.classification.role(of: type.id) { byRole[role, default: []].append(type) } else { unclassified.append(type) }
        }
        for (index, role) in roles.enumerated() {
            guard let members = byRole[role], !members.isEmpty else { continue }
            let colors = palette[index % palette.count]
            output += "\n  subgraph \(quote("cluster_" + role)) {\n"
            output += "    label=\(quote(role)); style=\"rounded,filled\"; color=\(quote(colors.border)); fillcolor=\"#fafafa\";\n"
            for type in members.sorted(by: { $0.qualifiedName < $1.qualifiedName }) {
                output += "    " + node(type, fill: colors.fill, border: colors.border) + "\n"
            }
            output += "  }\n"
        }
        if !unclassified.isEmpty { output += "\n" }
        for type in unclassified.sorted(by: { $0.qualifiedName < $1.qualifiedName }) {
            output += "  " + node(type, fill: "#ffffff", border: "#9e9e9e") + "\n"
        }

        // One edge per pair of types; red (with its rules) when any reference between them breaks one.
        struct Pair: Hashable { var source: ProjectType.ID; var target: ProjectType.ID }
        var edges = Set<Pair>()
        for dependency in project.dependencies {
            if case .type(let target) = dependency.target { edges.insert(Pair(source: dependency.source, target: target)) }
        }
        var brokenRules: [Pair: Set<String>] = [:]
        for violation in result.violations {
            guard let source = violation.source.type.flatMap({ project.typeIndex[$0] }),
                  let target = violation.target.type.flatMap({ project.typeIndex[$0] }) else { continue }
            brokenRules[Pair(source: source, target: target), default: []].insert(violation.rule)
        }
        let sorted = edges.sorted {
            (project.types[$0.source].qualifiedName, project.types[$0.target].qualifiedName)
                < (project.types[$1.source].qualifiedName, project.types[$1.target].qualifiedName)
        }
        if !sorted.isEmpty { output += "\n" }
        for edge in sorted {
            output += "  \(quote(project.types[edge.source].qualifiedName)) -> \(quote(project.types[edge.target].qualifiedName))"
            if let rules = brokenRules[edge] {
                let label = rules.sorted().joined(separator: ", ")
                output += " [color=\(quote(violationColor)), fontcolor=\(quote(violationColor)), penwidth=2, label=\(quote(label))]"
            }
            output += ";\n"
        }
        output += "}\n"
        return output
    }

    private static func node(_ type: ProjectType, fill: String, border: String) -> String {
        let style = type.kind == .protocol ? "rounded,filled,dashed" : "rounded,filled"
        return "\(quote(type.qualifiedName)) [fillcolor=\(quote(fill)), color=\(quote(border)), style=\(quote(style)), tooltip=\(quote("\(type.kind.rawValue) · \(type.file):\(type.location.line)"))];"
    }

    /// A DOT double-quoted ID: backslashes and quotes escaped, line breaks flattened.
    static func quote(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n", "\r": quoted += " "
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}
