import Foundation
import PackagePlugin

/// Lints each target it is applied to as part of the build: `plugins: [.plugin(name:
/// "ArchLintBuildPlugin", package: "ArchLint")]`.
///
/// One build command per target lints that target's files, with the targets it depends on read
/// as context so references into them resolve and their types keep their roles. The command's
/// inputs are those files and the rules file, its output a stamp (a Swift file holding one
/// comment) the tool writes only when no error is found: an unchanged target is not linted
/// again, and a failed one is linted on every build until it is fixed. Errors fail the build; both errors and warnings appear in the build
/// log at their file:line:column.
@main
struct ArchLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let source = target as? SwiftSourceModuleTarget else { return [] }
        guard let config = ArchLintInvocation.config(above: context.package.directoryURL) else {
            Diagnostics.warning("ArchLint: no \(ArchLintInvocation.configName) in \(context.package.directoryURL.path) or above; '\(target.name)' is not linted")
            return []
        }
        let modules = LintedModule.graph(linting: [source], in: context.package)
        let sources = context.package.targets
            .compactMap { $0 as? SwiftSourceModuleTarget }
            .filter { target in modules.contains { $0.name == target.moduleName } }
            .flatMap { $0.sourceFiles(withSuffix: "swift").map(\.url) }
        return [BuildLint.command(
            module: source.moduleName, modules: modules, sources: sources, config: config,
            tool: try context.tool(named: "archlint").url, workDirectory: context.pluginWorkDirectoryURL)]
    }
}

/// The build command, the same for packages and Xcode projects.
enum BuildLint {
    static func command(module: String, modules: [LintedModule], sources: [URL], config: URL,
                        tool: URL, workDirectory: URL) -> Command {
        // A Swift file holding one comment, compiled into the target: Xcode runs a build command
        // only when the target consumes its output, and this also orders lint before compile.
        let stamp = workDirectory.appendingPathComponent("\(module)+ArchLint.swift")
        // The baseline beside the rules file changes the verdict too, when there is one.
        let baseline = config.deletingLastPathComponent().appendingPathComponent(".archlint-baseline.json")
        let settings = FileManager.default.fileExists(atPath: baseline.path) ? [config, baseline] : [config]
        // One facts cache per target: targets build in parallel, and a dependency's files read as
        // context are then not scanned again for every target that depends on it.
        let cache = workDirectory.appendingPathComponent("\(module).facts-cache")
        return .buildCommand(
            displayName: "ArchLint \(module)",
            executable: tool,
            arguments: ["lint", "--config", config.path, "--cache-path", cache.path] + LintedModule.arguments(modules) + ["--stamp", stamp.path],
            inputFiles: sources + settings,
            outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (the target's Build Phases ▸ Run Build Tool Plug-ins): the target's Swift
/// input files, with the targets it depends on as context.
extension ArchLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject
        guard let config = ArchLintInvocation.config(above: project.directoryURL) else {
            Diagnostics.warning("ArchLint: no \(ArchLintInvocation.configName) in \(project.directoryURL.path) or above; '\(target.displayName)' is not linted")
            return []
        }
        let modules = XcodeGraph.modules(linting: [target])
        guard modules.contains(where: { !$0.isContext }) else { return [] }
        return [BuildLint.command(
            module: XcodeGraph.moduleName(of: target), modules: modules,
            sources: modules.flatMap(\.paths).map { URL(fileURLWithPath: $0) }, config: config,
            tool: try context.tool(named: "archlint").url, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
