import ArchLintKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `archlint` command line: parses arguments, runs the pipeline, prints, and returns the
/// exit status (0 clean, 1 violations, 2 usage, rules or input error).
public enum ArchLintCommand {
    public static let version = "0.1.0"

    public static let usage = """
        OVERVIEW: Checks a Swift app's architecture: roles, allowed dependencies, forbidden imports.

        USAGE: archlint <command> [PATH…] [options]

        COMMANDS:
          lint [PATH…]    Report rule violations (exit 1 when any error-severity violation is found)
          graph [PATH…]   Print the dependency graph as Graphviz DOT or Mermaid
          init [PATH]     Write a starter .archlint.rules (and, with --freeze, a baseline)
          roles [PATH…]   List every declared type with its role and the reason for it
          explain TYPE [PATH…]
                          Show a type's role and evidence, and the verdict on every edge out of it
          scan [PATH…]    Print what the scanner saw in each file, as JSON
          run-script      Lint an Xcode run-script phase's input files (SCRIPT_INPUT_FILE_*)
          rules [NAME]    List the built-in presets, or print one

        OPTIONS:
          --preset NAME   Apply a built-in preset (repeatable)
          --config FILE   Rules file (default: the nearest .archlint.rules above the first PATH)
          --format F      lint: xcode (default), json, sarif, github, junit, summary; repeat it,
                          with =FILE, for several reports: --format xcode --format sarif=arch.sarif
                          graph: dot (default) or mermaid; roles: text (default) or json; scan: json
          --output FILE   Write to FILE instead of standard output
          --module NAME=PATH   PATH's files belong to module NAME (repeatable)
          --context NAME=PATH  Read module NAME's declarations, report none of its files
          --help          Show this help
          --version       Show the version

        LINT OPTIONS:
          --baseline FILE        Accept the violations FILE lists (default: .archlint-baseline.json
                                 beside the rules file, when there is one); fixed ones are stale
          --write-baseline FILE  Write the current violations to FILE; with --baseline, only lower
                                 its counts (the baseline ratchets down, never up)
          --strict-baseline      Stale baseline entries are errors
          --strict               Warnings fail the run too
          --quiet                Print only what fails the run; no notes
          --no-color             No colour, even on a terminal (so does NO_COLOR)
          --stamp FILE           Write FILE when the run passes, remove it when it fails (the
                                 output a build system tracks; the build-tool plugin uses it)

        GRAPH OPTIONS:
          --granularity G        type (default), role, module or file
          --focus NAME           Only what lies within --depth N edges (default 1) of NAME
          --only-violations      Only edges that break a rule, and their ends
          --baseline FILE        Draw baselined violations dashed

        INIT OPTIONS:
          --preset NAME          The preset to use (default: the one that gives most types a role)
          --freeze               Also write a baseline of today's violations, so lint passes
          --force                Replace existing files

        PATH defaults to the current directory. Exit status: 0 no errors, 1 violations, 2 usage,
        rules or input error.

        """

    public static func main() -> Never {
        HeapGrowth.reserveGenerously()
        exit(run(Array(CommandLine.arguments.dropFirst()), console: .standard))
    }

    public static func run(_ words: [String], console: Console,
                           environment: (String) -> String? = System.variable) -> Int32 {
        if words.isEmpty || words.first == "--help" || words.first == "-h" || words.first == "help" {
            console.out(usage)
            return words.isEmpty ? 2 : 0
        }
        if words.first == "--version" {
            console.out(version + "\n")
            return 0
        }
        do {
            var arguments = try Arguments.parse(words)
            if arguments.command == "run-script" {
                arguments = try RunScriptInputs.read(environment: environment).lintArguments(arguments)
            }
            return try execute(arguments, console: console)
        } catch let error as UsageError {
            console.err("error: \(error.message)\nusage: archlint <command> [PATH…] [options]; see 'archlint --help'\n")
            return 2
        } catch let failure as CommandFailure {
            console.err(failure.message + "\n")
            return 2
        } catch {
            console.err("error: \(error)\n")
            return 2
        }
    }

    private static func execute(_ arguments: Arguments, console: Console) throws -> Int32 {
        switch arguments.command {
        case "lint":
            return try LintCommand.run(arguments, console: console)
        case "graph":
            return try GraphCommand.run(arguments, console: console)
        case "init":
            return try InitCommand.run(arguments, console: console)
        case "rules":
            return try printRules(arguments, console: console)
        case "explain":
            return try ExplainCommand.run(arguments, console: console)
        case "scan":
            let format = arguments.format ?? "json"
            guard format == "json" else { throw UsageError(message: "unknown format '\(format)' for 'scan' (formats: json)") }
            let files = try discover(arguments.paths)
            let scanned = ParallelScan.scan(files)
            try emit(arguments: arguments, console: console) { ScanReporter.writeJSON(scanned, to: &$0) }
            return 0
        default:
            break
        }

        // What is left is `roles`.
        let formats = ["text", "json"]
        let format = arguments.format ?? formats[0]
        guard formats.contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for '\(arguments.command)' (formats: \(formats.joined(separator: ", ")))")
        }
        let rules = try RulesLoader.load(presets: arguments.presets, config: arguments.config, paths: ModuleOptions.rulesSearchPaths(arguments))
        let result = try LintCommand.runPipeline(arguments, rules: rules, console: console)
        try emit(arguments: arguments, console: console) { output in
            if format == "json" { RolesReporter.writeJSON(result, to: &output) } else { RolesReporter.writeText(result, to: &output) }
        }
        return 0
    }

    private static func printRules(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard let name = arguments.paths.first else {
            console.out(Presets.names.joined(separator: "\n") + "\n")
            return 0
        }
        guard let text = Presets.text(of: name) else {
            throw CommandFailure(message: "error: unknown preset '\(name)' (presets: \(Presets.names.joined(separator: ", ")))")
        }
        console.out(text + "\n")
        return 0
    }

    static func discover(_ paths: [String], folders: FolderListings? = nil) throws(CommandFailure) -> [SourceFile] {
        let paths = paths.isEmpty ? ["."] : paths
        let files: [SourceFile]
        do {
            files = try SourceDiscovery.swiftFiles(under: paths, folders: folders)
        } catch {
            throw CommandFailure(message: error.description)
        }
        guard !files.isEmpty else {
            throw CommandFailure(message: "error: no Swift files found in \(paths.joined(separator: ", "))")
        }
        return files
    }

    /// To `--output FILE` or standard output, written as it is produced.
    static func emit(arguments: Arguments, console: Console, _ body: (inout BlockWriter) -> Void) throws(CommandFailure) {
        if let output = arguments.output {
            try OutputFile.write(to: output, body)
        } else {
            console.out(body)
        }
    }
}
