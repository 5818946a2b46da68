import ArchLintKit
import Foundation

/// The `archlint` command line: parses arguments, runs the pipeline, prints, and returns the
/// exit status (0 clean, 1 violations, 2 usage, rules or input error).
public enum ArchLintCommand {
    public static let version = "0.1.0"

    public static let usage = """
        OVERVIEW: Checks a Swift app's architecture: roles, allowed dependencies, forbidden imports.

        USAGE: archlint <command> [PATH…] [options]

        COMMANDS:
          lint [PATH…]    Report rule violations (exit 1 when any error-severity violation is found)
          graph [PATH…]   Print the type dependency graph as Graphviz DOT
          roles [PATH…]   List every declared type with its role and the reason for it
          explain TYPE [PATH…]
                          Show a type's role and evidence, and the verdict on every edge out of it
          scan [PATH…]    Print what the scanner saw in each file, as JSON
          run-script      Lint an Xcode run-script phase's input files (SCRIPT_INPUT_FILE_*)
          rules [NAME]    List the built-in presets, or print one

        OPTIONS:
          --preset NAME   Apply a built-in preset (repeatable)
          --config FILE   Rules file (default: the nearest .archlint.rules above the first PATH)
          --format F      lint: xcode (default) or json; roles: text (default) or json; scan: json
          --output FILE   Write to FILE instead of standard output
          --module NAME=PATH   PATH's files belong to module NAME (repeatable)
          --context NAME=PATH  Read module NAME's declarations, report none of its files
          --stamp FILE    lint: write FILE when no error is found (a build system's output)
          --help          Show this help
          --version       Show the version

        PATH defaults to the current directory. Exit status: 0 no errors, 1 violations, 2 usage,
        rules or input error.

        """

    public static func main() -> Never {
        exit(run(Array(CommandLine.arguments.dropFirst()), console: .standard))
    }

    public static func run(_ words: [String], console: Console,
                           environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
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
        case "rules":
            return try printRules(arguments, console: console)
        case "explain":
            return try ExplainCommand.run(arguments, console: console)
        case "scan":
            let format = arguments.format ?? "json"
            guard format == "json" else { throw UsageError(message: "unknown format '\(format)' for 'scan' (formats: json)") }
            let files = try discover(arguments.paths)
            try emit(ScanReporter.renderJSON(ParallelScan.scan(files)), arguments: arguments, console: console)
            return 0
        default:
            break
        }

        let formats = ["lint": ["xcode", "json"], "graph": ["dot"], "roles": ["text", "json"]][arguments.command]!
        let format = arguments.format ?? formats[0]
        guard formats.contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for '\(arguments.command)' (formats: \(formats.joined(separator: ", ")))")
        }
        let rules = try RulesLoader.load(presets: arguments.presets, config: arguments.config, paths: ModuleOptions.rulesSearchPaths(arguments))
        let files = try ModuleOptions.sourceFiles(arguments)
        let result = Pipeline.run(files, rules: rules)
        for file in result.project.files {
            for problem in file.problems {
                console.err("\(file.path):\(problem.location.line):\(problem.location.column): warning: \(problem.message) [scan]\n")
            }
        }

        switch (arguments.command, format) {
        case ("lint", "json"):
            try emit(JSONReporter.render(result), arguments: arguments, console: console)
        case ("lint", _):
            try emit(XcodeReporter.render(result.violations), arguments: arguments, console: console)
        case ("graph", _):
            try emit(DotGraphReporter.render(result, roles: rules.roles), arguments: arguments, console: console)
            return 0
        case ("roles", "json"):
            try emit(RolesReporter.renderJSON(result), arguments: arguments, console: console)
            return 0
        default:
            try emit(RolesReporter.renderText(result), arguments: arguments, console: console)
            return 0
        }
        if let stamp = arguments.stamp {
            try Stamp.update(stamp, passed: result.errorCount == 0)
        }
        return result.errorCount > 0 ? 1 : 0
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

    private static func discover(_ paths: [String]) throws(CommandFailure) -> [SourceFile] {
        let paths = paths.isEmpty ? ["."] : paths
        let files: [SourceFile]
        do {
            files = try SourceDiscovery.swiftFiles(under: paths)
        } catch {
            throw CommandFailure(message: error.description)
        }
        guard !files.isEmpty else {
            throw CommandFailure(message: "error: no Swift files found in \(paths.joined(separator: ", "))")
        }
        return files
    }

    private static func emit(_ text: String, arguments: Arguments, console: Console) throws(CommandFailure) {
        if let output = arguments.output {
            try OutputFile.write(text, to: output)
        } else {
            console.out(text)
        }
    }
}
