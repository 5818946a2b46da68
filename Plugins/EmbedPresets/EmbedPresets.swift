import Foundation
import PackagePlugin

/// Generates `Presets.generated.swift` from the package's `Rules/*.rules`, so the presets are
/// compiled into the tool: an installed `archlint` binary needs no resource bundle beside it, and
/// `Rules/` stays the single source that people read and edit.
@main
struct EmbedPresets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rulesDirectory = context.package.directoryURL.appending(path: "Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path)
            .filter { $0.hasSuffix(".rules") }
            .sorted()
        let inputs = names.map { rulesDirectory.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "Presets.generated.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) architecture presets",
                executable: try context.tool(named: "PresetEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
