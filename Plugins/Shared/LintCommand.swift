// Shared by the command plugins (each plugin folder links to this file).
import Foundation
import PackagePlugin

/// A command of `archlint` the plugins run, and what of the package it is given.
struct PluginCommand {
    enum Input {
        /// The chosen targets as modules and their dependencies as context (`--module`,
        /// `--context`), the rules file and a facts cache in the plugin's work folder.
        case moduleGraph
        /// The chosen targets' folders, as paths.
        case targetFolders
        /// The package's folder.
        case packageFolder
    }

    var name: String
    var input: Input

    /// Every command the plugins run, as the command line does. A new read-only command of
    /// `archlint` is one line here.
    static let all: [PluginCommand] = [
        PluginCommand(name: "lint", input: .moduleGraph),
        PluginCommand(name: "graph", input: .moduleGraph),
        PluginCommand(name: "roles", input: .moduleGraph),
        PluginCommand(name: "explain", input: .moduleGraph),
        PluginCommand(name: "detect", input: .targetFolders),
        PluginCommand(name: "modules", input: .packageFolder),
    ]

    static func named(_ name: String) -> PluginCommand? { all.first { $0.name == name } }
}

/// What both command plugins do once the question of permission is settled.
enum LintCommand {
    static func usage(verb: String) -> String {
        """
        OVERVIEW: Runs archlint on the package: each Swift target's files as its module, the targets
        they depend on as context, and the nearest .archlint.rules.

        USAGE: swift package \(verb) [COMMAND] [--target NAME]… [OPTIONS…]

        COMMAND is one of \(PluginCommand.all.map(\.name).joined(separator: ", ")) (default: lint), run as
        'archlint COMMAND' runs; OPTIONS go to it as they are ('archlint help COMMAND' lists them, and
        'swift package \(verb) COMMAND --help' prints them).

        OPTIONS:
          --target NAME   Only this target (repeatable; default: every Swift target of the package)
          -h, --help      Show this help

        Runs that write a file (--output, --write-baseline, --format F=FILE) belong to
        'swift package lint-architecture-write', which asks for permission to write.

        EXAMPLES:
          swift package \(verb)
          swift package \(verb) --target CatalogFeature
          swift package \(verb) explain CartViewModel
          swift package \(verb) graph --granularity module --format mermaid

        """
    }

    static func perform(context: PluginContext, arguments: [String], verb: String) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let named = rest.first.flatMap(PluginCommand.named)
        let command = named ?? PluginCommand.named("lint")!
        if named != nil { rest.removeFirst() }
        let tool = try context.tool(named: "archlint").url
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            // The plugin's usage; after a command, the tool's help for it.
            if named != nil {
                try check(try ArchLintInvocation.run(tool, [command.name, "--help"], in: context.package.directoryURL))
            } else {
                print(usage(verb: verb), terminator: "")
            }
            return
        }

        let known = context.package.targets.map(\.name)
        if let unknown = targetNames.first(where: { !known.contains($0) }) {
            throw PluginFailure("no target named '\(unknown)' in package '\(context.package.displayName)'; its targets: \(known.joined(separator: ", "))")
        }
        let chosen = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let targets = chosen.compactMap { $0 as? SwiftSourceModuleTarget }
        guard !targets.isEmpty else {
            Diagnostics.warning("no Swift source targets to lint")
            return
        }

        var input: [String] = []
        switch command.input {
        case .moduleGraph:
            // `--preset` names the rules as `--config` does: the package's rules file is not added.
            if !rest.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") || $0 == "--preset" || $0.hasPrefix("--preset=") }),
               let config = ArchLintInvocation.config(above: context.package.directoryURL) {
                input += ["--config", config.path]
            }
            // The facts cache lives in the plugin's own work folder (writable without asking), so
            // a second run scans only the files that changed.
            if !rest.contains(where: { $0 == "--cache-path" || $0.hasPrefix("--cache-path=") }) {
                input += ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("facts.cache").path]
            }
            input += LintedModule.arguments(LintedModule.graph(linting: targets, in: context.package))
        case .targetFolders:
            input = targets.map(\.directoryURL.path)
        case .packageFolder:
            input = [context.package.directoryURL.path]
        }
        // `explain TYPE`: the type's name comes first, as the command line has it.
        var leading: [String] = []
        if command.name == "explain", let name = rest.first, !name.hasPrefix("-") { leading = [rest.removeFirst()] }

        let status = try ArchLintInvocation.run(
            tool, [command.name] + leading + input + rest, in: context.package.directoryURL)
        try check(status)
    }

    /// Exit status 1 is the violations already shown; anything else is a failure to lint.
    static func check(_ status: Int32) throws {
        switch status {
        case 0: return
        case 1: throw PluginFailure("architecture violations found")
        default: throw PluginFailure("archlint could not lint (exit status \(status))")
        }
    }
}
