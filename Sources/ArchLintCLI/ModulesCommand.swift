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
        let cachePath = arguments.values["--cache-path"]
        let cache = cachePath.map { FactsCache.load(from: $0, salt: LintCommand.cacheSalt) }
        let folders = cache?.folderListings
        let parsed = cache?.parsedDescriptions ?? ParsedDescriptions(keeping: false)
        let inputs = try ModuleOptions.inputs(arguments, folders: folders, parsed: parsed)
        for warning in inputs.description.warnings { console.err(warning.diagnostic + "\n") }
        let (listing, scan) = listing(inputs, cache: cache)
        if let cachePath, let folders, var scan, !scan.isUnchanged || !folders.isUnchanged || !parsed.isUnchanged {
            scan.cache.keepFolders(folders)
            scan.cache.keepDescriptions(parsed)
            do {
                try scan.cache.save(to: cachePath)
            } catch {
                console.err("\(error.path): warning: cannot write the facts cache: \(error.reason)\n")
            }
        }
        try ArchLintCommand.emit(arguments: arguments, console: console) { output in
            if format == "json" { ModulesReporter.writeJSON(listing, to: &output) } else { ModulesReporter.writeText(listing, to: &output) }
        }
        return 0
    }

    /// The listing, and the scan through `cache` when one is given (for the caller to save).
    static func listing(_ inputs: ProjectInputs, cache: FactsCache? = nil) -> (ModuleListing, ParallelScan.CachedScan?) {
        let description = inputs.description
        var filesOfModule = [[Int]](repeating: [], count: description.modules.count)
        for (file, modules) in inputs.membership.modulesOfFile.enumerated() {
            for module in modules { filesOfModule[module].append(file) }
        }
        // Imports only of the files some module compiles.
        let read = Array(Set(filesOfModule.joined())).sorted()
        let cachedScan = cache.map { ParallelScan.scan(read.map { inputs.files[$0] }, cache: $0) }
        let scanned = cachedScan?.files ?? ParallelScan.scan(read.map { inputs.files[$0] })
        var importsOfFile: [Int: Set<String>] = [:]
        for (position, file) in read.enumerated() { importsOfFile[file] = Set(scanned[position].imports.map(\.module)) }
        let modules = description.modules.enumerated().map { index, module in
            let imported = filesOfModule[index].reduce(into: Set<String>()) { $0.formUnion(importsOfFile[$1] ?? []) }
            return ModuleListing.Module(
                name: module.name, target: module.target, kind: module.kind, declaredIn: module.declaredIn, line: module.line,
                files: filesOfModule[index].map { inputs.files[$0].displayPath },
                dependencies: module.dependencies.map { ModuleListing.Dependency(name: $0, isImported: imported.contains($0)) })
        }
        let listing = ModuleListing(
            modules: modules, notInAnyTarget: inputs.membership.unassigned.map { inputs.files[$0].displayPath },
            unreadable: description.unreadable)
        return (listing, cachedScan)
    }
}
