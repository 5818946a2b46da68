import Foundation
import PackagePlugin

/// Lints each target it is applied to as part of the build: `plugins: [.plugin(name:
/// "ArchLintBuildPlugin", package: "ArchLint")]`.
///
/// One build command per target lints that target's files, with the targets it depends on read
/// as context so references into them resolve and their types keep their roles. The command's
/// inputs are those files and the rules file (with its folder and baseline; see ``BuildLint``),
/// its output a stamp (a Swift file holding one comment) the tool writes only when no error is
/// found: an unchanged target is not linted again, and a failed one is linted on every build
/// until it is fixed. Errors fail the build; both errors and warnings appear in the build
/// log at their file:line:column.
@main
struct ArchLintBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let source = target as? SwiftSourceModuleTarget else { return [] }
        let config = BuildLint.config(above: context.package.directoryURL, for: target.name)
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
///
/// The command is made whether or not there is a rules file: the build system may keep a plugin's
/// commands until the target's files change, so a rules file that appears later must find a
/// command that lints. Neither the rules file nor the baseline is an input, since a missing input
/// fails the build: their folder is (its listing changes when either appears, disappears or is
/// replaced), and so are hard links to them that the tool keeps (an edit in place changes the
/// link too). Without a rules file the tool warns and passes.
enum BuildLint {
    /// The nearest rules file above `folder`; when there is none, where it would be (in
    /// `folder`), with the warning that the target is not linted until it is there.
    static func config(above folder: URL, for target: String) -> URL {
        if let config = ArchLintInvocation.config(above: folder) { return config }
        Diagnostics.warning("ArchLint: no \(ArchLintInvocation.configName) in \(folder.path) or above; '\(target)' is not linted until there is one")
        return folder.appendingPathComponent(ArchLintInvocation.configName)
    }

    static func command(module: String, modules: [LintedModule], sources: [URL], config: URL,
                        tool: URL, workDirectory: URL) -> Command {
        // A Swift file holding one comment, compiled into the target: Xcode runs a build command
        // only when the target consumes its output, and this also orders lint before compile.
        let stamp = workDirectory.appendingPathComponent("\(module)+ArchLint.swift")
        // The rules file and the baseline beside it are tracked through hard links the tool keeps
        // (see `--track-rules`), which never go missing; made here first, as the tool would, so
        // they are there before the build looks at them. The folder changes when either file
        // appears, disappears or is replaced.
        let tracked = workDirectory.appendingPathComponent("\(module).tracked")
        let folder = config.deletingLastPathComponent()
        let links = ["rules", "baseline"].map { tracked.appendingPathExtension($0) }
        for (link, original) in zip(links, [config, folder.appendingPathComponent(".archlint-baseline.json")]) {
            TrackedLink.refresh(link, mirroring: original)
        }
        let settings = [folder] + links
        // One facts cache per target: targets build in parallel, and a dependency's files read as
        // context are then not scanned again for every target that depends on it.
        let cache = workDirectory.appendingPathComponent("\(module).facts-cache")
        return .buildCommand(
            displayName: "ArchLint \(module)",
            executable: tool,
            arguments: ["lint", "--config", config.path, "--cache-path", cache.path] + LintedModule.arguments(modules)
                + ["--stamp", stamp.path, "--track-rules", tracked.path],
            inputFiles: sources + settings,
            outputFiles: [stamp])
    }
}

/// The plugin's side of `archlint lint --track-rules`: the same links, made the same way.
enum TrackedLink {
    static func refresh(_ link: URL, mirroring original: URL) {
        let files = FileManager.default
        let inode = { (url: URL) in (try? files.attributesOfItem(atPath: url.path))?[.systemFileNumber] as? UInt64 }
        if let target = inode(original) {
            if inode(link) == target { return }
            try? files.removeItem(at: link)
            if (try? files.linkItem(at: original, to: link)) != nil { return }
        } else if files.fileExists(atPath: link.path) {
            return
        }
        _ = files.createFile(atPath: link.path, contents: Data())
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project (the target's Build Phases ▸ Run Build Tool Plug-ins): the target's Swift
/// input files, with the targets it depends on as context.
extension ArchLintBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let project = context.xcodeProject
        let config = BuildLint.config(above: project.directoryURL, for: target.displayName)
        let modules = XcodeGraph.modules(linting: [target])
        guard modules.contains(where: { !$0.isContext }) else { return [] }
        return [BuildLint.command(
            module: XcodeGraph.moduleName(of: target), modules: modules,
            sources: modules.flatMap(\.paths).map { URL(fileURLWithPath: $0) }, config: config,
            tool: try context.tool(named: "archlint").url, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
