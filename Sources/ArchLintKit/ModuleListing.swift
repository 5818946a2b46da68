/// What ArchLint thinks a project is: its modules as the build descriptions declare them, for
/// `archlint modules`.
package struct ModuleListing: Sendable, Equatable {
    package struct Module: Sendable, Equatable {
        package var name: String
        /// The target's name, where it differs from the module's.
        package var target: String
        package var kind: ModuleKind
        package var declaredIn: String
        package var line: Int
        /// As diagnostics name them.
        package var files: [String]
        package var dependencies: [Dependency]

        package init(name: String, target: String, kind: ModuleKind, declaredIn: String, line: Int, files: [String], dependencies: [Dependency]) {
            self.name = name
            self.target = target
            self.kind = kind
            self.declaredIn = declaredIn
            self.line = line
            self.files = files
            self.dependencies = dependencies
        }
    }

    package struct Dependency: Sendable, Equatable {
        package var name: String
        /// Whether a file of the module imports it.
        package var isImported: Bool

        package init(name: String, isImported: Bool) {
            self.name = name
            self.isImported = isImported
        }
    }

    package var modules: [Module]
    /// Files below a project or package that no target compiles, as diagnostics name them.
    package var notInAnyTarget: [String]
    /// Projects and manifests that could not be read (their files keep the layout rule).
    package var unreadable: [String]

    package init(modules: [Module], notInAnyTarget: [String], unreadable: [String]) {
        self.modules = modules
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
        for warning in inputs.description.warnings { warn(warning.diagnostic + "\n") }
        let (listing, scan) = listing(inputs, cache: cache)
        if let cachePath, let folders, var scan, !scan.isUnchanged || !folders.isUnchanged || !parsed.isUnchanged {
            scan.cache.keepFolders(folders)
            scan.cache.keepDescriptions(parsed)
            do {
                try scan.cache.save(to: cachePath)
            } catch {
                warn("\(error.path): warning: cannot write the facts cache: \(error.reason)\n")
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
