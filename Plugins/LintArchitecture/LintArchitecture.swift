import Foundation
import PackagePlugin

/// `swift package lint-architecture [--target NAME]… [ARGUMENTS…]`
///
/// Lints the Swift sources of every source target (or only the named ones) with `archlint lint`,
/// passing the remaining arguments through. The tool finds `.archlint.rules` by walking up from
/// the linted folders, so the package's own rules apply from any working directory.
@main
struct LintArchitecture: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = targetNames.isEmpty
            ? context.package.targets
            : try context.package.targets(named: targetNames)
        let folders = targets
            .compactMap { $0 as? SwiftSourceModuleTarget }
            .map { $0.directoryURL.path }
        guard !folders.isEmpty else {
            Diagnostics.warning("no Swift source targets to lint")
            return
        }

        let process = Process()
        process.executableURL = try context.tool(named: "archlint").url
        process.arguments = ["lint"] + folders + extractor.remainingArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()

        switch process.terminationStatus {
        case 0:
            return
        case 1:
            throw LintFailure("architecture violations found")
        default:
            throw LintFailure("archlint could not lint the package (exit status \(process.terminationStatus))")
        }
    }
}

struct LintFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
