import ArchLintKit

/// `archlint modules`: the modules the build descriptions below the paths declare, each with its
/// kind, where it is declared, its files, and its dependencies (and which its files import).
enum ModulesCommand: Command {
    static let help = CommandHelp(
        name: "modules", operands: "[PATH…]",
        summary: "List the modules the Xcode projects, workspaces and Package.swift files below PATH declare",
        options: [
            OptionHelp(name: "--format", value: "F", summary: "text (default: files counted) or json (files listed; see docs/modules-report.md)"),
            .output, .cachePath,
        ],
        examples: ["archlint modules .                  # each target: kind, files, dependencies; files in no target"])

    static let formats = ["text", "json"]

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let format = arguments.format ?? formats[0]
        guard formats.contains(format) else {
            throw UsageError(message: "unknown format '\(format)' for 'modules' (formats: \(formats.joined(separator: ", ")))")
        }
        // With `--cache-path`, as `lint`: unchanged folders are not listed again, unchanged
        // project files not parsed again, unchanged Swift files not scanned again.
        let listing = try Pipeline.modules(
            paths: arguments.paths, modules: arguments.modules, rulesFile: ModuleOptions.rulesFile(arguments),
            cachePath: arguments.values["--cache-path"], cacheSalt: LintCommand.cacheSalt, warn: console.err)
        try ArchLintCommand.emit(arguments: arguments, console: console) { output in
            if format == "json" { ModulesReporter.writeJSON(listing, to: &output) } else { ModulesReporter.writeText(listing, to: &output) }
        }
        return 0
    }
}
