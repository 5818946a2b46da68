#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Returns with the description which modules each of `sourceLocations` is in (see
    /// ``Membership``), found by the files' places among the sources: no path is hashed again.
    package static func read(
        _ buildFiles: SourceDiscovery.BuildFiles, sourceLocations: [String], workingDirectory: String, parsed: ParsedDescriptions = ParsedDescriptions()
    ) -> (description: BuildDescription, membership: Membership) {
        var reader = Reader(buildFiles, workingDirectory: workingDirectory, parsed: parsed)
        reader.readWorkspaces(buildFiles.workspaces)
        reader.readProjects()
        reader.readGeneratedProjects()
        reader.readManifests()
        var description = reader.description
        let sources = SortedPaths(sourceLocations)
        // Module names of products and targets, for dependencies named either way.
        var modulesOfProduct: [String: [String]] = [:]
        for manifest in reader.manifests {
            for (product, targets) in manifest.products { modulesOfProduct[product, default: []] += targets.map(ProjectPath.moduleName) }
        }
        // Per module, the places of its files among the sources.
        var placesOfModule: [[Int]] = []
        for project in reader.projects {
            for (module, places) in modules(of: project, sources: sources, modulesOfProduct: modulesOfProduct) {
                description.modules.append(module)
                placesOfModule.append(places)
            }
        }
        for manifest in reader.manifests {
            for (module, places) in modules(of: manifest, sources: sources, modulesOfProduct: modulesOfProduct) {
                description.modules.append(module)
                placesOfModule.append(places)
            }
        }
        addLinkedFrameworks(of: reader.projects, to: &description.modules)
        return (description, description.membership(of: sourceLocations, places: placesOfModule, sources: sources))
    }

    /// Reads the build description files, each once, and those they name: a workspace's
    /// projects and packages, a project's local packages. What cannot be read is a warning in
    /// ``description``, and its folder keeps the layout rule.
    private struct Reader {
        let workingDirectory: String
        let parsed: ParsedDescriptions
        var description = BuildDescription()
        var projects: [XcodeProject] = []
        var manifests: [PackageManifest] = []
        private var manifestFiles: [String]
        private var projectBundles: [String]
        private let standardizedBundles: Set<String>
        private var knownManifests: Set<String>
        private let generatedFiles: [String]
        private let generatedFolders: Set<String>
        /// The folders of the projects read, whose generators' descriptions they stand for.
        private var readBundleFolders = Set<String>()

        init(_ buildFiles: SourceDiscovery.BuildFiles, workingDirectory: String, parsed: ParsedDescriptions) {
            self.workingDirectory = workingDirectory
            self.parsed = parsed
            func distinct(_ paths: [String]) -> [String] { Reader.distinct(paths, workingDirectory: workingDirectory) }
            manifestFiles = distinct(buildFiles.manifests)
            projectBundles = distinct(buildFiles.projects)
            standardizedBundles = Set(projectBundles.map { System.standardized($0, workingDirectory: workingDirectory) })
            knownManifests = Set(manifestFiles.map { System.standardized($0, workingDirectory: workingDirectory) })
            generatedFiles = distinct(buildFiles.generated)
            generatedFolders = Set(generatedFiles.map { System.split(System.standardized($0, workingDirectory: workingDirectory)).folder })
        }

        /// A file found by two walks (a linted folder's and its rules folder's) is read once.
        private static func distinct(_ paths: [String], workingDirectory: String) -> [String] {
            var seen = Set<String>()
            return paths.filter { seen.insert(System.standardized($0, workingDirectory: workingDirectory)).inserted }
        }

        private func folder(of path: String) -> String {
            System.split(System.standardized(path, workingDirectory: workingDirectory)).folder
        }

        /// The package at `folder`, when it has a manifest not read yet.
        mutating func addPackage(_ folder: String) {
            let manifest = ProjectPath.join(folder, "Package.swift")
            guard !knownManifests.contains(manifest), System.exists(manifest) else { return }
            knownManifests.insert(manifest)
            manifestFiles.append(manifest)
        }

        /// The workspaces, and the projects and packages they name that were not found.
        mutating func readWorkspaces(_ bundles: [String]) {
            for bundle in Self.distinct(bundles, workingDirectory: workingDirectory) {
                do {
                    let workspace = try Workspace.read(bundle: bundle, workingDirectory: workingDirectory)
                    description.workspaces.append(workspace)
                    for project in workspace.projects where !standardizedBundles.contains(project) && System.exists(project) {
                        projectBundles.append(project)
                    }
                    for folder in workspace.folders { addPackage(folder) }
                } catch {
                    description.warnings.append(error)
                }
            }
        }

        mutating func readProjects() {
            for bundle in projectBundles {
                let folder = folder(of: bundle)
                // A generated project of which only the schemes are checked in: its description
                // says what it will be.
                if generatedFolders.contains(folder), !System.exists(ProjectPath.join(bundle, "project.pbxproj")) { continue }
                do {
                    let project = try XcodeProject.read(bundle: bundle, workingDirectory: workingDirectory, parsed: parsed)
                    projects.append(project)
                    for package in project.localPackages { addPackage(package) }
                    description.governedFolders.append(folder)
                    readBundleFolders.insert(folder)
                } catch {
                    description.warnings.append(error)
                    description.unreadable.append(error.file ?? bundle)
                }
            }
        }

        /// A generator's description stands for the project it makes, unless that project is
        /// here: then the project is what Xcode builds.
        mutating func readGeneratedProjects() {
            for file in generatedFiles {
                let folder = folder(of: file)
                guard !readBundleFolders.contains(folder) else { continue }
                do {
                    let project = try GeneratedProject.read(file: file, workingDirectory: workingDirectory)
                    projects.append(project)
                    for package in project.localPackages { addPackage(package) }
                    description.governedFolders.append(folder)
                } catch {
                    description.warnings.append(error)
                    description.unreadable.append(error.file ?? file)
                }
            }
        }

        mutating func readManifests() {
            for file in manifestFiles {
                do {
                    let manifest = try PackageManifest.read(file: file, workingDirectory: workingDirectory, parsed: parsed)
                    manifests.append(manifest)
                    description.governedFolders.append(manifest.folder)
                } catch {
                    description.warnings.append(error)
                    description.unreadable.append(error.file ?? file)
                    description.layoutFolders.append(folder(of: file))
                }
            }
        }
    }

    /// An Xcode project's targets as modules: the found files each compiles (listed, or below
    /// its synchronized folders as their exceptions say), and its dependencies by module name.
    private static func modules(of project: XcodeProject, sources: SortedPaths, modulesOfProduct: [String: [String]]) -> [(DeclaredModule, places: [Int])] {
        let moduleOfTarget = Dictionary(project.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
        return project.targets.map { target in
            // Each found file once, by its place among the sources: no path is hashed twice.
            var places = target.sourceFiles.compactMap(sources.place(of:))
            for folder in target.synchronizedFolders {
                places += sources.places(below: folder.path).filter { folder.contains(sources[$0]) }
            }
            var seen = Set<Int>(minimumCapacity: places.count)
            places = places.filter { seen.insert($0).inserted }
            var dependencies: [String] = []
            for name in target.dependencies {
                dependencies += moduleOfTarget[name].map { [$0] } ?? modulesOfProduct[name] ?? [ProjectPath.moduleName(name)]
            }
            return (DeclaredModule(
                name: target.moduleName, target: target.name, kind: target.kind, declaredIn: project.file, line: target.line,
                files: places.map { sources[$0] }, dependencies: unique(dependencies)), places)
        }
    }

    /// A package's targets as modules: the found files below each one's path (its `sources`
    /// only, but its `exclude`), and its dependencies by module name.
    private static func modules(of manifest: PackageManifest, sources: SortedPaths, modulesOfProduct: [String: [String]]) -> [(DeclaredModule, places: [Int])] {
        let targetNames = Set(manifest.targets.map(\.name))
        return manifest.targets.map { target in
            var places = Array(sources.places(below: target.path))
            if let only = target.sources { places = places.filter { place in only.contains { ProjectPath.isWithin(sources[place], $0) } } }
            places = places.filter { place in !target.exclude.contains { ProjectPath.isWithin(sources[place], $0) } }
            var dependencies: [String] = []
            for name in target.dependencies {
                dependencies += targetNames.contains(name) ? [ProjectPath.moduleName(name)] : (modulesOfProduct[name] ?? [ProjectPath.moduleName(name)])
            }
            return (DeclaredModule(
                name: ProjectPath.moduleName(target.name), target: target.name, kind: target.kind, declaredIn: manifest.file,
                line: target.line, files: places.map { sources[$0] }, dependencies: unique(dependencies)), places)
        }
    }

    /// Linked frameworks that are modules here are dependencies too (a framework target linked
    /// without a target dependency still builds first in Xcode's implicit order). `modules`
    /// start with the projects' targets, in order.
    private static func addLinkedFrameworks(of projects: [XcodeProject], to modules: inout [DeclaredModule]) {
        let moduleNames = Set(modules.map(\.name))
        var index = 0
        for project in projects {
            for target in project.targets {
                let linked = target.linkedFrameworks.map(ProjectPath.moduleName).filter { moduleNames.contains($0) && $0 != modules[index].name }
                modules[index].dependencies = unique(modules[index].dependencies + linked)
                index += 1
            }
        }
    }

    private static func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}

/// Paths in byte order, for the files below a folder by binary search; each known by its place
/// in that order.
struct SortedPaths {
    private let paths: [String]
    private let places: [String: Int]
    /// Per place, the first index in the paths as given of the path there.
    private let indices: [Int]

    init(_ paths: [String]) {
        // The paths' indices in byte order, the same paths by index. One walk gives its files
        // in that order already: checked, not sorted (only several walks' files need sorting).
        let isInOrder = paths.indices.dropFirst().allSatisfy { Self.order(paths[$0 - 1], paths[$0]) < 0 }
        let order = isInOrder ? Array(paths.indices) : paths.indices.sorted { first, second in
            let order = Self.order(paths[first], paths[second])
            return order != 0 ? order < 0 : first < second
        }
        self.paths = order.map { paths[$0] }
        var places = [String: Int](minimumCapacity: paths.count)
        var indices = [Int](repeating: 0, count: order.count)
        for (place, path) in self.paths.enumerated() {
            if place > 0, self.paths[place - 1] == path {
                indices[place] = indices[place - 1]
                continue
            }
            indices[place] = order[place]
            places[path] = place
        }
        self.places = places
        self.indices = indices
    }

    /// The first index of the path at `place` in the paths as given.
    func index(ofPlace place: Int) -> Int { indices[place] }

    /// The place of `path`, if it is one of the paths.
    func place(of path: String) -> Int? { places[path] }

    subscript(place: Int) -> String { paths[place] }

    /// The places of the paths below `folder`, in byte order.
    func places(below folder: String) -> Range<Int> {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(paths[middle], prefix) { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < paths.count && paths[end].hasPrefix(prefix) { end += 1 }
        return low..<end
    }

    /// Byte order, compared with `memcmp` (the generic comparison of two UTF-8 views cost as
    /// much as the rest of assigning an app's files to its targets).
    private static func precedes(_ first: String, _ second: String) -> Bool {
        order(first, second) < 0
    }

    /// Below 0 when `first` comes first in byte order, 0 when they are the same, else above.
    private static func order(_ first: String, _ second: String) -> Int {
        var first = first, second = second
        return first.withUTF8 { one in
            second.withUTF8 { other in
                let shared = min(one.count, other.count)
                let order = shared == 0 ? 0 : memcmp(one.baseAddress!, other.baseAddress!, shared)
                return order != 0 ? Int(order) : one.count - other.count
            }
        }
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

    /// The module a file belongs to in the model, by its index in the description's modules: the
    /// first that compiles it and is not test code, else the first. Nil for a file no module
    /// compiles.
    package func primaryModule(ofFile index: Int, in description: BuildDescription) -> Int? {
        let modules = modulesOfFile[index]
        guard let first = modules.first else { return nil }
        return modules.first { !description.modules[$0].isTest } ?? first
    }
}

extension BuildDescription {
    /// Each of `locations` (standardized paths of the found files, `sources` in byte order) with
    /// its modules, given each module's files by their places in `sources`. A path found twice
    /// is the file of its first index.
    fileprivate func membership(of locations: [String], places placesOfModule: [[Int]], sources: SortedPaths) -> Membership {
        var modulesOfFile = [[Int]](repeating: [], count: locations.count)
        for (moduleIndex, places) in placesOfModule.enumerated() {
            for place in places {
                let index = sources.index(ofPlace: place)
                if modulesOfFile[index].last != moduleIndex { modulesOfFile[index].append(moduleIndex) }
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
