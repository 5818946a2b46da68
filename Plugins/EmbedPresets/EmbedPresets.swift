import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory embed-presets`
///
/// Regenerates `Sources/ArchLintKit/Rules/Presets.generated.swift` from `Rules/*.rules`, so the
/// presets are compiled into the tool (an installed `archlint` needs no resource bundle) while
/// `Rules/` stays the single source people read and edit. A test fails when the two differ.
///
/// The generated file is checked in rather than produced by a build-tool plugin on purpose:
/// `archlint` is itself the tool of the `ArchLintBuildPlugin` build-tool plugin, and SwiftPM
/// builds such tools before it runs any build-tool plugin. A tool whose sources come from a
/// plugin is then compiled twice on every build (once without them, failing), which would make
/// every build of every package that lints on build slow and noisy.
@main
struct EmbedPresets: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let root = context.package.directoryURL
        let rulesDirectory = root.appending(path: "Rules")
        let inputs = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path)
            .filter { $0.hasSuffix(".rules") }
            .sorted()
            .map { rulesDirectory.appending(path: $0).path }
        let output = root.appending(path: "Sources/ArchLintKit/Rules/Presets.generated.swift")

        let process = Process()
        process.executableURL = try context.tool(named: "PresetEmbedder").url
        process.arguments = [output.path] + inputs
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw EmbedFailure(description: "PresetEmbedder failed (exit status \(process.terminationStatus))")
        }
        print("embedded \(inputs.count) presets in \(output.path)")
    }
}

struct EmbedFailure: Error, CustomStringConvertible {
    let description: String
}
