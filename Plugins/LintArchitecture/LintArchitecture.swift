import Foundation
import PackagePlugin

/// `swift package lint-architecture [COMMAND] [--target NAME]… [OPTIONS…]`
///
/// Lints the Swift source targets of the package (all of them, or the ones `--target` names;
/// Xcode passes `--target` too), each file as part of its module, and the targets they depend on
/// as context. COMMAND is any read-only command of `archlint` (`lint`, the default, `graph`,
/// `roles`, `explain`, …: see `PluginCommand.all`); the other options go to `archlint` as they are. Linting needs no permission: options that write into the package
/// (`--output`, `--write-baseline`) belong to `swift package lint-architecture-write`, which asks.
@main
struct LintArchitecture: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard !ArchLintInvocation.writesFiles(arguments) else {
            throw PluginFailure("""
                this command only reads the package; to write the file that '--output', '--write-baseline' or '--format F=FILE' names, \
                run 'swift package lint-architecture-write' with the same arguments (it asks for permission to write)
                """)
        }
        try LintCommand.perform(context: context, arguments: arguments, verb: "lint-architecture", mayWrite: false)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (File ▸ Packages, or the project's context menu): the targets Xcode passes with
/// `--target` (all when none), each with the files of its Compile Sources, and the targets it
/// depends on as context.
extension LintArchitecture: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        guard !ArchLintInvocation.writesFiles(arguments) else {
            throw PluginFailure("this command only reads the project; write files with 'archlint' from a terminal")
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let project = context.xcodeProject
        let targets = targetNames.isEmpty ? project.targets : project.targets.filter { targetNames.contains($0.displayName) }
        let modules = XcodeGraph.modules(linting: targets)
        guard modules.contains(where: { !$0.isContext }) else {
            Diagnostics.warning("no target with Swift sources to lint")
            return
        }
        var configArguments: [String] = []
        if let config = ArchLintInvocation.config(above: project.directoryURL) {
            configArguments = ["--config", config.path]
        }
        let status = try ArchLintInvocation.run(
            try context.tool(named: "archlint").url,
            ["lint"] + configArguments + LintedModule.arguments(modules) + extractor.remainingArguments,
            in: project.directoryURL, channel: .pluginDiagnostics)
        try LintCommand.check(status)
    }
}

#endif
