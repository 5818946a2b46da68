import ArchLintKit

/// `archlint roles [PATH…] [--format text|json]`: every type with its role and the evidence.
enum RolesCommand: Command {
    static let help = CommandHelp(
        name: "roles", operands: "[PATH…]",
        summary: "List every declared type with its role and the reason for it",
        options: [
            .preset, .config,
            OptionHelp(name: "--format", value: "F", summary: "text (default) or json"),
            .output, .cachePath, .module, .context,
        ],
        examples: ["archlint roles Examples/VIPERUsers"])

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let formats = ["text", "json"]
        let format = arguments.format ?? formats[0]
        guard formats.contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for '\(arguments.command)' (formats: \(formats.joined(separator: ", ")))")
        }
        let rules = try RulesLoader.load(presets: arguments.presets, config: arguments.config, paths: ModuleOptions.rulesSearchPaths(arguments))
        let result = try LintCommand.runPipeline(arguments, rules: rules, console: console)
        try ArchLintCommand.emit(arguments: arguments, console: console) { output in
            if format == "json" { RolesReporter.writeJSON(result, to: &output) } else { RolesReporter.writeText(result, to: &output) }
        }
        return 0
    }
}
