// Shared by the command plugins (each plugin folder links to this file).
import Foundation
import PackagePlugin

/// What both command plugins do once the question of permission is settled.
enum LintCommand {
    static let commands: Set<String> = ["lint", "graph", "roles"]

    static func perform(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let command = rest.first.map(commands.contains) == true ? rest.removeFirst() : "lint"

        let chosen = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let targets = chosen.compactMap { $0 as? SwiftSourceModuleTarget }
        guard !targets.isEmpty else {
            Diagnostics.warning("no Swift source targets to lint")
            return
        }
        let modules = LintedModule.graph(linting: targets, in: context.package)
        var configArguments: [String] = []
        if !rest.contains(where: { $0 == "--config" || $0.hasPrefix("--config=") }),
           let config = ArchLintInvocation.config(above: context.package.directoryURL) {
            configArguments = ["--config", config.path]
        }

        // The facts cache lives in the plugin's own work folder (writable without asking), so a
        // second run scans only the files that changed.
        var cacheArguments: [String] = []
        if !rest.contains(where: { $0 == "--cache-path" || $0.hasPrefix("--cache-path=") }) {
            cacheArguments = ["--cache-path", context.pluginWorkDirectoryURL.appendingPathComponent("facts.cache").path]
        }

        let status = try ArchLintInvocation.run(
            try context.tool(named: "archlint").url,
            [command] + configArguments + cacheArguments + LintedModule.arguments(modules) + rest,
            in: context.package.directoryURL)
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
