import ArchLintKit

/// `archlint graph`'s own options.
struct GraphOptions {
    static let formats = ["dot", "mermaid", "svg"]

    var format: String
    var graph: ArchitectureGraph.Options
    var baseline: String?
    /// Draw test targets' modules too.
    var includesTests: Bool

    init(_ arguments: Arguments) throws(UsageError) {
        format = arguments.format ?? "dot"
        guard Self.formats.contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for 'graph' (formats: \(Self.formats.joined(separator: ", ")))")
        }
        let granularities = ArchitectureGraph.Granularity.allCases.map(\.rawValue)
        let granularityName = arguments.values["--granularity"] ?? "type"
        guard let granularity = ArchitectureGraph.Granularity(rawValue: granularityName) else {
            throw UsageError(message: "unknown granularity '\(granularityName)' (granularities: \(granularities.joined(separator: ", ")))")
        }
        var depth = 1
        if let text = arguments.values["--depth"] {
            guard let number = Int(text), number >= 0 else {
                throw UsageError(message: "'--depth \(text)' is not a whole number of edges (0 or more)")
            }
            guard arguments.values["--focus"] != nil else { throw UsageError(message: "'--depth' needs '--focus NAME'") }
            depth = number
        }
        graph = ArchitectureGraph.Options(
            granularity: granularity, focus: arguments.values["--focus"], depth: depth,
            onlyViolations: arguments.flags.contains("--only-violations"))
        baseline = arguments.values["--baseline"]
        includesTests = arguments.flags.contains("--tests")
    }
}

/// `archlint graph`: the dependency graph at a granularity, as DOT or Mermaid, with the
/// baseline's accepted violations dashed.
enum GraphCommand: Command {
    static let help = CommandHelp(
        name: "graph", operands: "[PATH…]",
        summary: "Print the dependency graph as Graphviz DOT, Mermaid or SVG",
        options: [
            .preset, .config,
            OptionHelp(name: "--format", value: "F", summary: "dot (default), mermaid, or svg (laid out by ArchLint: no Graphviz needed)"),
            .output,
            OptionHelp(name: "--granularity", value: "G", summary: "type (default), role, module or file: one node per each"),
            OptionHelp(name: "--focus", value: "NAME", summary: "Only what lies within --depth edges of type (or role, module, file) NAME"),
            OptionHelp(name: "--depth", value: "N", summary: "How many edges from --focus to keep (default 1)"),
            OptionHelp(name: "--only-violations", value: nil, summary: "Only edges that break a rule, and their ends"),
            OptionHelp(name: "--tests", value: nil, summary: "Draw the test targets too (read for context, left out by default)"),
            OptionHelp(name: "--baseline", value: "FILE", summary: "Draw the violations FILE accepts dashed (default: the baseline beside the rules file)"),
            .cachePath, .module, .context,
        ],
        examples: [
            "archlint graph Examples/VIPERUsers --granularity role --format svg > roles.svg",
            "archlint graph . --focus UserInteractor --depth 1 --format mermaid",
        ])

    /// More nodes than this make a picture nobody reads (and a slow layout).
    static let largeGraph = 400

    static func largeGraphHint(nodes: Int, format: String) -> String {
        let views = "--granularity role, --focus NAME or --only-violations"
        let page = "archlint lint --format html=FILE writes a page with the role and module graphs"
        if format == "svg" {
            return "archlint: \(nodes) nodes; for a picture that reads at a glance try \(views); \(page)\n"
        }
        return "archlint: \(nodes) nodes; --format svg lays them out in a second without Graphviz, \(views) "
            + "give a picture that reads at a glance, and \(page)\n"
    }

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let options = try GraphOptions(arguments)
        // Modules and their imports are facts of the build, not of the rules: with no rules a
        // module graph is drawn all the same (no role, no rule broken).
        let rules = try RulesLoader.load(
            presets: arguments.presets, config: arguments.config, paths: ModuleOptions.rulesSearchPaths(arguments),
            required: options.graph.granularity != .module)
        var request = LintCommand.lintRequest(arguments, rules: rules)
        request.appliesBaseline = true
        request.baseline = options.baseline
        let run = try Pipeline.lint(request, warn: console.err)
        var graphOptions = options.graph
        graphOptions.scope(to: run.inputs, includingTests: options.includesTests)

        var graph: ArchitectureGraph
        do {
            graph = try ArchitectureGraph.build(run.result, roles: rules.roles, options: graphOptions)
        } catch {
            throw CommandFailure(Diagnostic(message: error.message))
        }
        // An SVG or a Mermaid chart of more nodes than a person can read is megabytes wide (and
        // Mermaid's renderers give up long before): drawn instead are the edges that break a
        // rule and their ends, and the run says what it left out and how to see the rest. DOT
        // stays whole, for Graphviz and other tools. A focus or --only-violations is already a
        // choice of what to see.
        var capNote: String?
        if options.format != "dot", graph.nodes.count > largeGraph, graphOptions.focus == nil, !graphOptions.onlyViolations {
            var broken = graphOptions
            broken.onlyViolations = true
            if let violations = try? ArchitectureGraph.build(run.result, roles: rules.roles, options: broken) {
                capNote = capMessage(whole: graph, drawn: violations)
                graph = violations
            }
        }
        try ArchLintCommand.emit(arguments: arguments, console: console) { output in
            switch options.format {
            case "mermaid": MermaidGraphReporter.write(graph, to: &output)
            case "svg": SVGGraphReporter.write(graph, to: &output)
            default: DotGraphReporter.write(graph, to: &output)
            }
        }
        // Graphviz lays out a few hundred nodes in a second, thousands in minutes, and Mermaid
        // renderers give up sooner: tell a person of the drawing that needs neither. (ArchLint's
        // own SVG layout is fast at any size, but such a picture still reads badly.)
        if let capNote {
            console.err(capNote)
        } else if console.errIsTerminal, graph.nodes.count > largeGraph {
            console.err(largeGraphHint(nodes: graph.nodes.count, format: options.format))
        }
        return 0
    }

    /// What a capped SVG left out, and how to see it.
    static func capMessage(whole: ArchitectureGraph, drawn: ArchitectureGraph) -> String {
        "archlint: \(whole.nodes.count) nodes and \(whole.edges.count) edges are more than one picture can show (at most "
            + "\(largeGraph) nodes): drawn are the \(drawn.edges.count) edges that break a rule and their \(drawn.nodes.count) nodes, "
            + "left out are \(whole.nodes.count - drawn.nodes.count) nodes and \(whole.edges.count - drawn.edges.count) edges. "
            + "See the rest with --focus NAME --depth N (one node and its neighbours), --granularity role or module (the whole "
            + "at a glance), or --format dot (every node, for Graphviz)\n"
    }
}
