/// The modules a folder's build descriptions declare — Xcode projects' targets and local
/// packages' targets — and which of the found Swift files each compiles.
///
/// A file several targets compile (an app and its extension sharing a model file) is in each
/// module's ``DeclaredModule/files``; in the model, where a file is scanned once and declares its
/// types once, they are declared in the first of them that is not test code (see
/// ``Membership/primaryModule``), and the file belongs to the others too (``SourceFile/otherModules``):
/// module rules judge it as each one's code, and each sees its types as its own. A file below a project's or a package's folder that no target
/// compiles is in no module, and reported (see ``Membership/unassigned``).
package struct BuildDescription: Sendable, Equatable {
    package var modules: [DeclaredModule] = []
    package var workspaces: [Workspace] = []
    /// Folders whose files the descriptions account for: each project's and each read package's.
    package var governedFolders: [String] = []
    /// Folders of packages whose manifests could not be read: their files keep the layout rule.
    package var layoutFolders: [String] = []
    /// Manifests too dynamic to read, and projects too damaged to read, as found.
    package var unreadable: [String] = []
    package var warnings: [Diagnostic] = []

    package init() {}

    package var isEmpty: Bool { modules.isEmpty && unreadable.isEmpty && workspaces.isEmpty }
}

/// One module a build description declares.
package struct DeclaredModule: Sendable, Equatable {
    /// As `import` names it.
    package var name: String
    /// The target's name, where it differs from the module's (an Xcode product name).
    package var target: String
    package var kind: ModuleKind
    /// The project or manifest file that declares it, as found, and the line.
    package var declaredIn: String
    package var line: Int
    /// Standardized paths of the found Swift files it compiles, in the order found.
    package var files: [String]
    /// What it depends on, by module name: targets, package products (their targets' modules,
    /// for local packages) and linked frameworks that are modules of the description.
    package var dependencies: [String]

    package var isTest: Bool { kind == .test }
}

extension BuildDescription {
    /// Reads every build description found (and the projects and packages the workspaces and
    /// projects name that were not), and gives each module the files of `sourceLocations`
    /// (standardized paths of the found Swift files) it compiles. Nothing here throws: a file
    /// that cannot be read is a warning, and its folder keeps the layout rule. With `parsed`
    /// (from the facts cache), a project or manifest that has not changed is not parsed again.
    package static func read(
        _ buildFiles: SourceDiscovery.BuildFiles, sourceLocations: [String], workingDirectory: String, parsed: ParsedDescriptions = ParsedDescriptions()
    ) -> BuildDescription {
        var description = BuildDescription()
        var projects: [XcodeProject] = []
        // A file found by two walks (a linted folder's and its rules folder's) is read once.
        func distinct(_ paths: [String]) -> [String] {
            var seen = Set<String>()
            return paths.filter { seen.insert(System.standardized($0, workingDirectory: workingDirectory)).inserted }
        }
        var manifestFiles = distinct(buildFiles.manifests)
        var projectBundles = distinct(buildFiles.projects)
        let standardizedBundles = Set(projectBundles.map { System.standardized($0, workingDirectory: workingDirectory) })
        var knownManifests = Set(manifestFiles.map { System.standardized($0, workingDirectory: workingDirectory) })
        func addPackage(_ folder: String) {
            let manifest = ProjectPath.join(folder, "Package.swift")
            guard !knownManifests.contains(manifest), System.exists(manifest) else { return }
            knownManifests.insert(manifest)
            manifestFiles.append(manifest)
        }
        for bundle in distinct(buildFiles.workspaces) {
            do {
                let workspace = try Workspace.read(bundle: bundle, workingDirectory: workingDirectory)
                description.workspaces.append(workspace)
                for project in workspace.projects where !standardizedBundles.contains(project) && System.exists(project) {
                    projectBundles.append(project)
                }
                workspace.folders.forEach(addPackage)
            } catch {
                description.warnings.append(error)
            }
        }
        let generatedFiles = distinct(buildFiles.generated)
        let generatedFolders = Set(generatedFiles.map { System.split(System.standardized($0, workingDirectory: workingDirectory)).folder })
        var readBundleFolders = Set<String>()
        for bundle in projectBundles {
            let folder = System.split(System.standardized(bundle, workingDirectory: workingDirectory)).folder
            // A generated project of which only the schemes are checked in: its description
            // says what it will be.
            if generatedFolders.contains(folder), !System.exists(ProjectPath.join(bundle, "project.pbxproj")) { continue }
            do {
                let project = try XcodeProject.read(bundle: bundle, workingDirectory: workingDirectory, parsed: parsed)
                projects.append(project)
                project.localPackages.forEach(addPackage)
                description.governedFolders.append(folder)
                readBundleFolders.insert(folder)
            } catch {
                description.warnings.append(error)
                description.unreadable.append(error.file)
            }
        }
        // A generator's description stands for the project it makes, unless that project is
        // here: then the project is what Xcode builds.
        for file in generatedFiles {
            let folder = System.split(System.standardized(file, workingDirectory: workingDirectory)).folder
            guard !readBundleFolders.contains(folder) else { continue }
            do {
                let project = try GeneratedProject.read(file: file, workingDirectory: workingDirectory)
                projects.append(project)
                project.localPackages.forEach(addPackage)
                description.governedFolders.append(folder)
            } catch {
                description.warnings.append(error)
                description.unreadable.append(error.file)
            }
        }
        var manifests: [PackageManifest] = []
        for file in manifestFiles {
            do {
                let manifest = try PackageManifest.read(file: file, workingDirectory: workingDirectory, parsed: parsed)
                manifests.append(manifest)
                description.governedFolders.append(manifest.folder)
            } catch {
                description.warnings.append(error)
                description.unreadable.append(error.file)
                description.layoutFolders.append(System.split(System.standardized(file, workingDirectory: workingDirectory)).folder)
            }
        }
        let sources = SortedPaths(sourceLocations)
        // Module names of products and targets, for dependencies named either way.
        var modulesOfProduct: [String: [String]] = [:]
        for manifest in manifests {
            for (product, targets) in manifest.products { modulesOfProduct[product, default: []] += targets.map(ProjectPath.moduleName) }
        }
        for project in projects {
            let moduleOfTarget = Dictionary(project.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
            for target in project.targets {
                var files = target.sourceFiles.filter(sources.contains)
                for folder in target.synchronizedFolders {
                    files += sources.below(folder.path).filter { file in !folder.excluded.contains { ProjectPath.isWithin(file, $0) } }
                }
                var dependencies: [String] = []
                for name in target.dependencies {
                    dependencies += moduleOfTarget[name].map { [$0] } ?? modulesOfProduct[name] ?? [ProjectPath.moduleName(name)]
                }
                description.modules.append(DeclaredModule(
                    name: target.moduleName, target: target.name, kind: target.kind, declaredIn: project.file, line: target.line,
                    files: unique(files), dependencies: unique(dependencies)))
            }
        }
        for manifest in manifests {
            let targetNames = Set(manifest.targets.map(\.name))
            for target in manifest.targets {
                var files = sources.below(target.path)
                if let only = target.sources { files = files.filter { file in only.contains { ProjectPath.isWithin(file, $0) } } }
                files = files.filter { file in !target.exclude.contains { ProjectPath.isWithin(file, $0) } }
                var dependencies: [String] = []
                for name in target.dependencies {
                    dependencies += targetNames.contains(name) ? [ProjectPath.moduleName(name)] : (modulesOfProduct[name] ?? [ProjectPath.moduleName(name)])
                }
                description.modules.append(DeclaredModule(
                    name: ProjectPath.moduleName(target.name), target: target.name, kind: target.kind, declaredIn: manifest.file,
                    line: target.line, files: files, dependencies: unique(dependencies)))
            }
        }
        // Linked frameworks that are modules here are dependencies too (a framework target
        // linked without a target dependency still builds first in Xcode's implicit order).
        let moduleNames = Set(description.modules.map(\.name))
        var index = 0
        for project in projects {
            for target in project.targets {
                let linked = target.linkedFrameworks.map(ProjectPath.moduleName).filter { moduleNames.contains($0) && $0 != description.modules[index].name }
                description.modules[index].dependencies = unique(description.modules[index].dependencies + linked)
                index += 1
            }
        }
        return description
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}

/// Paths in byte order, for the files below a folder by binary search.
struct SortedPaths {
    private let paths: [String]
    private let set: Set<String>

    init(_ paths: [String]) {
        self.paths = paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        set = Set(paths)
    }

    func contains(_ path: String) -> Bool { set.contains(path) }

    /// The paths below `folder`, in byte order.
    func below(_ folder: String) -> [String] {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if paths[middle].utf8.lexicographicallyPrecedes(prefix.utf8) { low = middle + 1 } else { high = middle }
        }
        var result: [String] = []
        var index = low
        while index < paths.count && paths[index].hasPrefix(prefix) {
            result.append(paths[index])
            index += 1
        }
        return result
    }
}

/// Which modules each found file is in.
package struct Membership: Sendable {
    /// Per file (in the order given), the indices of the modules that compile it.
    package var modulesOfFile: [[Int]]
    /// The files (by index) below a project's or package's folder that no target compiles.
    package var unassigned: [Int]

    package init(modulesOfFile: [[Int]] = [], unassigned: [Int] = []) {
        self.modulesOfFile = modulesOfFile
        self.unassigned = unassigned
    }

    /// The module a file belongs to in the model: the first that compiles it and is not test
    /// code, else the first. Nil for a file no module compiles.
    package func primaryModule(ofFile index: Int, in description: BuildDescription) -> DeclaredModule? {
        let modules = modulesOfFile[index]
        guard let first = modules.first else { return nil }
        let chosen = modules.first { !description.modules[$0].isTest } ?? first
        return description.modules[chosen]
    }
}

extension BuildDescription {
    /// Each of `locations` (standardized paths of the found files) with its modules.
    package func membership(of locations: [String]) -> Membership {
        var indexByLocation: [String: Int] = [:]
        indexByLocation.reserveCapacity(locations.count)
        for (index, location) in locations.enumerated() where indexByLocation[location] == nil { indexByLocation[location] = index }
        var modulesOfFile = [[Int]](repeating: [], count: locations.count)
        for (moduleIndex, module) in modules.enumerated() {
            for file in module.files {
                if let index = indexByLocation[file], modulesOfFile[index].last != moduleIndex { modulesOfFile[index].append(moduleIndex) }
            }
        }
        var unassigned: [Int] = []
        if !governedFolders.isEmpty {
            for index in locations.indices where modulesOfFile[index].isEmpty {
                let location = locations[index]
                guard !layoutFolders.contains(where: { ProjectPath.isWithin(location, $0) }),
                      governedFolders.contains(where: { ProjectPath.isWithin(location, $0) }) else { continue }
                unassigned.append(index)
            }
        }
        return Membership(modulesOfFile: modulesOfFile, unassigned: unassigned)
    }
}
