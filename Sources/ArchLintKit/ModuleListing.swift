/// What ArchLint thinks a project is: its modules as the build descriptions declare them, for
/// `archlint modules`.
package struct ModuleListing: Sendable, Equatable {
    /// The modules as the build descriptions declare them, each with its files as diagnostics
    /// name them.
    package var modules: [DeclaredModule]
    /// Per module (in the same order): the dependencies a file of it imports.
    package var imported: [Set<String>]
    /// Files below a project or package that no target compiles, as diagnostics name them.
    package var notInAnyTarget: [String]
    /// Projects and manifests that could not be read (their files keep the layout rule).
    package var unreadable: [String]

    package init(modules: [DeclaredModule], imported: [Set<String>], notInAnyTarget: [String], unreadable: [String]) {
        self.modules = modules
        self.imported = imported
        self.notInAnyTarget = notInAnyTarget
        self.unreadable = unreadable
    }
}

extension Pipeline {
    /// The modules the build descriptions below `paths` declare (`archlint modules`), their
    /// files, and the imports of those files. With `cachePath`, as ``lint(_:warn:)``: unchanged
    /// folders are not listed again, unchanged project files not parsed again, unchanged Swift
    /// files not scanned again. Build descriptions that cannot be read, and a cache that cannot
    /// be saved, go to `warn`.
    package static func modules(
        paths: [String], modules: [ModuleSource], rulesFile: String?, cachePath: String?, cacheSalt: String, warn: (String) -> Void
    ) throws(RunFailure) -> ModuleListing {
        let cache = cachePath.map { FactsCache.load(from: $0, salt: cacheSalt) }
        let folders = cache?.folderListings
        let parsed = cache?.parsedDescriptions ?? ParsedDescriptions(keeping: false)
        let inputs = try DiscoveredInputs.discover(paths: paths, modules: modules, rulesFile: rulesFile, folders: folders).reading(parsed: parsed)
        for warning in inputs.description.warnings { warn(warning.description + "\n") }
        let (listing, scan) = listing(inputs, cache: cache)
        if let cachePath, let folders, var scan, !scan.isUnchanged || !folders.isUnchanged || !parsed.isUnchanged {
            scan.cache.keepFolders(folders)
            scan.cache.keepDescriptions(parsed)
            do {
                try scan.cache.save(to: cachePath)
            } catch {
                warn(Diagnostic(.warning, file: error.path, location: nil, message: "cannot write the facts cache: \(error.reason)").description + "\n")
            }
        }
        return listing
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
        var modules = description.modules
        for index in modules.indices { modules[index].files = filesOfModule[index].map { inputs.files[$0].displayPath } }
        let imported = filesOfModule.map { files in files.reduce(into: Set<String>()) { $0.formUnion(importsOfFile[$1] ?? []) } }
        let listing = ModuleListing(
            modules: modules, imported: imported, notInAnyTarget: inputs.membership.unassigned.map { inputs.files[$0].displayPath },
            unreadable: description.unreadable)
        return (listing, cachedScan)
    }
}
