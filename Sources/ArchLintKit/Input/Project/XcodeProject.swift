#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an Xcode project (`*.xcodeproj/project.pbxproj`) says about its modules: its native
/// targets, what each compiles, what each depends on, and the local packages it uses.
package struct XcodeProject: Sendable, Equatable {
    /// The `project.pbxproj` file, as found.
    package var file: String
    package var targets: [XcodeTarget]
    /// Standardized folders of the local packages the project references (`XCLocalSwiftPackageReference`).
    package var localPackages: [String]

    /// One native target.
    package struct Target: Sendable, Equatable {
        package var name: String
        /// The module `import` names: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the
        /// target's name, as a C99 identifier.
        package var moduleName: String
        /// `com.apple.product-type.…`
        package var productType: String
        package var kind: ModuleKind
        /// The line of the project file that declares the target.
        package var line: Int
        /// Standardized paths of the Swift files of its sources phase (through the group tree,
        /// variant groups included).
        package var sourceFiles: [String]
        /// Synchronized folders (Xcode 16) it compiles files of: those it owns, and those whose
        /// exception sets add files to it.
        package var synchronizedFolders: [SynchronizedFolder]
        /// The targets (by name) and package products it depends on.
        package var dependencies: [String]
        /// The frameworks and package products of its frameworks phase, by module name.
        package var linkedFrameworks: [String]
    }

    /// A folder whose files belong to a target without being listed (`PBXFileSystemSynchronizedRootGroup`).
    ///
    /// Xcode's rule: a target that owns the folder (lists it in `fileSystemSynchronizedGroups`)
    /// compiles every file below it; one that does not compiles none. A folder's exception set
    /// (`PBXFileSystemSynchronizedBuildFileExceptionSet`) names a target and paths whose
    /// membership it turns around for that target: taken out of a target that owns the folder,
    /// added to one that does not (an app extension sharing the app's files, or compiling a
    /// folder no target owns).
    package struct SynchronizedFolder: Sendable, Equatable {
        /// Standardized.
        package var path: String
        /// Whether the target owns the folder.
        package var isOwned: Bool
        /// Standardized paths (files or folders) the exception sets name for the target.
        package var exceptions: [String]

        /// A folder the target owns, but for the `excluded` paths.
        package init(path: String, excluded: [String]) {
            self.init(path: path, isOwned: true, exceptions: excluded)
        }

        package init(path: String, isOwned: Bool, exceptions: [String]) {
            self.path = path
            self.isOwned = isOwned
            self.exceptions = exceptions
        }

        /// Whether the target compiles `file`, a standardized path below the folder.
        package func contains(_ file: String) -> Bool {
            isOwned != exceptions.contains { ProjectPath.isWithin(file, $0) }
        }
    }
}

package typealias XcodeTarget = XcodeProject.Target

extension XcodeProject {
    /// Reads `project.pbxproj` in the `.xcodeproj` folder at `bundle`; paths are standardized
    /// against `workingDirectory`. A file that cannot be read or understood throws a warning
    /// that names its line. Through `parsed`, an unchanged file is not parsed again.
    package static func read(
        bundle: String, workingDirectory: String, parsed: ParsedDescriptions = ParsedDescriptions()
    ) throws(Diagnostic) -> XcodeProject {
        let place = Place(bundle: bundle, workingDirectory: workingDirectory)
        return try parsed.project(at: place.location, file: place.file, folder: place.folder, unreadable: place.unreadable)
    }

    /// Where the `project.pbxproj` of the `.xcodeproj` folder at `bundle` is, and what names it.
    struct Place {
        /// Standardized.
        var location: String
        /// As found.
        var file: String
        /// The folder of the `.xcodeproj`, standardized.
        var folder: String

        init(bundle: String, workingDirectory: String) {
            file = ProjectPath.join(bundle, "project.pbxproj")
            folder = System.split(System.standardized(bundle, workingDirectory: workingDirectory)).folder
            location = System.standardized(file, workingDirectory: workingDirectory)
        }

        var unreadable: Diagnostic {
            Diagnostic.buildDescription(file: file, line: 1, message: "cannot read the Xcode project; its files keep the Sources/<Module>/ layout")
        }
    }

    /// Reads the text of a `project.pbxproj` (named `file` in warnings) of a project whose
    /// `.xcodeproj` is in `projectFolder` (standardized).
    package static func parse(_ bytes: [UInt8], file: String, projectFolder folder: String) throws(Diagnostic) -> XcodeProject {
        let objects: ProjectObjects
        do {
            objects = try ProjectObjects.read(bytes)
        } catch {
            throw Diagnostic.buildDescription(file: file, line: error.line, message: "damaged Xcode project: \(error.message); its files keep the Sources/<Module>/ layout")
        }
        guard var reader = ObjectGraph(objects: objects, projectFolder: folder) else {
            throw Diagnostic.buildDescription(file: file, line: 1, message: "damaged Xcode project: no 'objects' or 'rootObject'; its files keep the Sources/<Module>/ layout")
        }
        return XcodeProject(file: file, targets: reader.targets(), localPackages: reader.localPackages())
    }
}

/// The objects of a parsed project, and what is derived from them: where each group and file
/// reference is, and each native target.
private struct ObjectGraph {
    /// An object by its number: ids are looked up as the file is read (see ``ProjectObjects``).
    typealias ID = Int
    let objects: ProjectObjects
    let project: ProjectObjects.Object
    /// The project's own folder (`SOURCE_ROOT`).
    let sourceRoot: String
    /// Each group's standardized path, by object number (see ``ProjectObjects/Object/number``),
    /// and each Swift file's a target compiles, once placed (see ``isPlacedSwiftFile``).
    private var locations: [String?]
    /// Per object number, whether it is a Swift file placed already: a file several targets
    /// compile (an app's, its extension's, its tests') is placed once, and its path shared.
    private var isPlacedSwiftFile: [Bool]
    /// The path of the group each object with no children is in (most are file references),
    /// by object number: its own path is made when asked for, for the few a target compiles.
    private var parents: [String?]
    /// The synchronized folders' ids, in the group tree's order.
    private(set) var synchronizedGroups: [ID] = []

    init?(objects: ProjectObjects, projectFolder: String) {
        guard objects.hasObjects, let rootID = objects.rootID, let project = objects[rootID] else { return nil }
        self.objects = objects
        self.project = project
        locations = [String?](repeating: nil, count: objects.count)
        isPlacedSwiftFile = [Bool](repeating: false, count: objects.count)
        parents = [String?](repeating: nil, count: objects.count)
        sourceRoot = System.standardized(ProjectPath.join(projectFolder, project[.projectDirPath] ?? ""), workingDirectory: "/")
        locateGroupTree()
    }

    /// Walks the group tree from the main group (breadth first, with a list, not recursion),
    /// giving each child its path from its parent's.
    private mutating func locateGroupTree() {
        guard let mainGroup = project.id(.mainGroup) else { return }
        var pending: [(id: ID, parent: String)] = [(mainGroup, sourceRoot)]
        var next = 0
        while next < pending.count {
            let (id, parent) = pending[next]
            next += 1
            guard let object = objects[id], locations[object.number] == nil, parents[object.number] == nil else { continue }
            let children = object.ids(.children)
            guard !children.isEmpty else {
                // Whether it has a place hangs on its own `sourceTree` only, not on the parent's.
                if object.isa(.synchronizedRootGroup), location(of: object, parent: parent) != nil { synchronizedGroups.append(id) }
                parents[object.number] = parent
                continue
            }
            guard let location = location(of: object, parent: parent) else { continue }
            locations[object.number] = location
            if object.isa(.synchronizedRootGroup) { synchronizedGroups.append(id) }
            for childID in children { pending.append((childID, location)) }
        }
    }

    /// Where a group or file reference is, by its `sourceTree`; nil for build-time trees
    /// (`SDKROOT`, `BUILT_PRODUCTS_DIR`, `DEVELOPER_DIR`), which hold no source of the project.
    private func location(of object: ProjectObjects.Object, parent: String) -> String? {
        // Most are in their group, with a plain path written with no escape: the tree compared
        // and the path joined from their bytes in the file. A large app's project places
        // thousands of files, and made two strings more for each, to compare and join.
        if !object.contains(.sourceTree) || object.has(.sourceTree, "<group>") {
            guard object.contains(.path) else { return parent }
            if let placed = object.withPlainBytes(.path, { Self.placed($0, below: parent) }) { return placed }
        }
        let path = object[.path] ?? ""
        let place: String
        switch object[.sourceTree] ?? "<group>" {
        case "<group>":
            // Most paths are plain names below a standardized parent: joined, they are
            // standardized already (a large app's project has tens of thousands).
            if ProjectPath.isPlainRelative(path) { return path.isEmpty ? parent : ProjectPath.join(parent, path) }
            place = ProjectPath.join(parent, path)
        case "SOURCE_ROOT": place = ProjectPath.join(sourceRoot, path)
        case "<absolute>": place = path
        default: return nil
        }
        return System.standardized(place, workingDirectory: "/")
    }

    /// Where the path spelled by `path` is below the standardized `parent`, when it is plain
    /// and relative (see ``ProjectPath/isPlainRelative(_:)``): standardized already, as joined.
    private static func placed(_ path: UnsafeBufferPointer<UInt8>, below parent: String) -> String? {
        guard ProjectPath.isPlainRelative(path) else { return nil }
        if path.isEmpty { return parent }
        if parent.isEmpty { return String(decoding: path, as: UTF8.self) }
        return parent.withBytesInPlace { System.joined($0, path) }
    }

    /// A reference outside the group tree (Xcode leaves none, a hand-edited file may) is placed
    /// as if it were in the main group.
    private func location(ofReference id: ID) -> String? {
        guard let object = objects[id] else { return nil }
        return location(ofReference: object)
    }

    private func location(ofReference object: ProjectObjects.Object) -> String? {
        if let known = locations[object.number] { return known }
        return location(of: object, parent: parents[object.number] ?? sourceRoot)
    }

    private func object(_ id: ID?) -> ProjectObjects.Object? {
        guard let id else { return nil }
        return objects[id]
    }

    mutating func targets() -> [XcodeTarget] {
        let targetIDs = project.ids(.targets)
        var nameByID: [ID: String] = [:]
        for id in targetIDs { nameByID[id] = objects[id]?[.name] }
        let synchronized = synchronizedFolders(of: targetIDs)
        let native: [(id: ID, object: ProjectObjects.Object)] = targetIDs.compactMap { id in
            guard let target = objects[id], target.isa(.nativeTarget) else { return nil }
            return (id, target)
        }
        let lines = objects.lines(of: native.map(\.object.number))
        var targets: [XcodeTarget] = []
        for ((id, target), line) in zip(native, lines) {
            guard let name = target[.name] else { continue }
            let productType = target[.productType] ?? ""
            var sources: [String] = []
            var frameworks: [String] = []
            for phase in target.ids(.buildPhases).compactMap(object) {
                if phase.isa(.sourcesBuildPhase) {
                    // Each file looked up in the loop, not through `compactMap`: in the debug
                    // build the command plugin runs, that is generic code, calls per file.
                    for fileID in phase.ids(.files) {
                        guard let buildFile = objects[fileID] else { continue }
                        appendSwiftFiles(of: buildFile.id(.fileRef), to: &sources)
                    }
                } else if phase.isa(.frameworksBuildPhase) {
                    for buildFile in phase.ids(.files).compactMap(object) {
                        if let product = object(buildFile.id(.productRef)), let productName = product[.productName] {
                            frameworks.append(productName)
                        } else if let reference = object(buildFile.id(.fileRef)), let framework = frameworkName(of: reference) {
                            frameworks.append(framework)
                        }
                    }
                }
            }
            var dependencies: [String] = []
            for dependency in target.ids(.dependencies).compactMap(object) {
                if let targetID = dependency.id(.target), let dependencyName = nameByID[targetID] {
                    dependencies.append(dependencyName)
                } else if let product = object(dependency.id(.productRef)), let productName = product[.productName] {
                    dependencies.append(productName)
                } else if let proxy = object(dependency.id(.targetProxy)), let remote = proxy[.remoteInfo] {
                    dependencies.append(remote)
                } else if let dependencyName = dependency[.name] {
                    dependencies.append(dependencyName)
                }
            }
            for product in target.ids(.packageProductDependencies).compactMap(object) {
                if let productName = product[.productName], !dependencies.contains(productName) { dependencies.append(productName) }
            }
            targets.append(XcodeTarget(
                name: name, moduleName: moduleName(of: target, named: name), productType: productType,
                kind: ModuleKind(productType: productType), line: line,
                sourceFiles: sources, synchronizedFolders: synchronized[id] ?? [],
                dependencies: dependencies, linkedFrameworks: frameworks))
        }
        return targets
    }

    /// Each target's synchronized folders, by target id: those it owns, in its order, then those
    /// whose exception sets name it though it does not own them (another target's folder, or a
    /// folder no target owns), in the group tree's order. Exception sets of a build phase
    /// (`PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet`: headers, copied files)
    /// name no target, and say nothing of what is compiled.
    private func synchronizedFolders(of targetIDs: [ID]) -> [ID: [XcodeProject.SynchronizedFolder]] {
        var folders: [ID: [XcodeProject.SynchronizedFolder]] = [:]
        func exceptions(in group: ProjectObjects.Object, folder: String, for id: ID) -> [String] {
            group.ids(.exceptions).compactMap(object).filter { $0.isa(.synchronizedBuildFileExceptionSet) && $0.id(.target) == id }
                .flatMap { $0.list(.membershipExceptions) }
                .map { System.standardized(ProjectPath.join(folder, $0), workingDirectory: "/") }
        }
        var owners: [ID: Set<ID>] = [:]
        for id in targetIDs {
            for groupID in objects[id]?.ids(.fileSystemSynchronizedGroups) ?? [] {
                owners[groupID, default: []].insert(id)
                guard let group = objects[groupID], let folder = location(ofReference: groupID) else { continue }
                folders[id, default: []].append(XcodeProject.SynchronizedFolder(
                    path: folder, isOwned: true, exceptions: exceptions(in: group, folder: folder, for: id)))
            }
        }
        let targets = Set(targetIDs)
        for groupID in synchronizedGroups {
            guard let group = objects[groupID], let folder = location(ofReference: groupID) else { continue }
            var named: [ID] = []
            for set in group.ids(.exceptions).compactMap(object) {
                if let id = set.id(.target), targets.contains(id), owners[groupID]?.contains(id) != true, !named.contains(id) { named.append(id) }
            }
            for id in named {
                folders[id, default: []].append(XcodeProject.SynchronizedFolder(
                    path: folder, isOwned: false, exceptions: exceptions(in: group, folder: folder, for: id)))
            }
        }
        return folders
    }

    /// Appends the Swift files a build file's reference stands for: the file, or a variant
    /// group's files.
    private mutating func appendSwiftFiles(of id: ID?, to sources: inout [String]) {
        guard let id, let reference = objects[id] else { return }
        if reference.isa(.variantGroup) {
            for child in reference.ids(.children) { appendSwiftFile(child, to: &sources) }
        } else {
            appendSwiftFile(id, to: &sources)
        }
    }

    private mutating func appendSwiftFile(_ id: ID, to sources: inout [String]) {
        guard let reference = objects[id] else { return }
        if isPlacedSwiftFile[id], let known = locations[id] { return sources.append(known) }
        let type: ProjectObjects.Field = reference.contains(.lastKnownFileType) ? .lastKnownFileType : .explicitFileType
        guard reference.has(type, "sourcecode.swift") || (reference[.path] ?? "").hasSuffix(".swift"),
              let location = location(ofReference: reference) else { return }
        locations[id] = location
        isPlacedSwiftFile[id] = true
        sources.append(location)
    }

    /// `Foo.framework` (a system framework or another target's product) as the module `Foo`.
    private func frameworkName(of reference: ProjectObjects.Object) -> String? {
        guard let path = reference[.path] ?? reference[.name] else { return nil }
        let name = System.split(path).name
        for suffix in [".framework", ".xcframework", ".tbd", ".dylib", ".a"] where name.hasSuffix(suffix) {
            var base = String(name.dropLast(suffix.count))
            if suffix != ".framework" && suffix != ".xcframework" && base.hasPrefix("lib") { base = String(base.dropFirst(3)) }
            return base
        }
        return name
    }

    /// The name `import` uses for a target, from its build settings (the configuration Xcode
    /// builds by default, the project's settings under the target's).
    private func moduleName(of target: ProjectObjects.Object, named name: String) -> String {
        // A configuration's object, whose only build settings kept are the two asked for here.
        func settings(_ list: ProjectObjects.Object?) -> ProjectObjects.Object? {
            guard let list else { return nil }
            let configurations = list.ids(.buildConfigurations).compactMap(object)
            let preferred = list[.defaultConfigurationName]
            return configurations.first { $0[.name] == preferred } ?? configurations.first
        }
        let targetSettings = settings(object(target.id(.buildConfigurationList)))
        let projectSettings = settings(object(project.id(.buildConfigurationList)))
        func setting(_ key: ProjectObjects.Field) -> String? {
            guard var value = targetSettings?[key] ?? projectSettings?[key] else { return nil }
            // Every spelling replaced starts with `$`, and so does what is left unknown: a value
            // with no `$` byte (most, once the target's name is in) is taken as it is. Each
            // replacement copied its bytes twice, and each search of a string for a string cost
            // tens of thousands of instructions.
            func hasDollar(_ text: String) -> Bool { text.utf8.contains(UInt8(ascii: "$")) }
            guard hasDollar(value) else { return value.isEmpty ? nil : value }
            for spelling in ["$(TARGET_NAME)", "${TARGET_NAME}", "$(TARGET_NAME:c99extidentifier)", "${TARGET_NAME:c99extidentifier}"] {
                value = ProjectPath.replacing(spelling, with: name, in: value)
            }
            if hasDollar(value), let productName = targetSettings?[.settingProductName], !productName.contains("$(PRODUCT_NAME") {
                for spelling in ["$(PRODUCT_NAME)", "${PRODUCT_NAME}", "$(PRODUCT_NAME:c99extidentifier)", "${PRODUCT_NAME:c99extidentifier}"] {
                    value = ProjectPath.replacing(spelling, with: ProjectPath.replacing("$(TARGET_NAME)", with: name, in: productName), in: value)
                }
            }
            // A value still built from other settings is not known without a build.
            return value.isEmpty || (hasDollar(value) && value.contains("$")) ? nil : value
        }
        return ProjectPath.moduleName(setting(.settingProductModuleName) ?? setting(.settingProductName) ?? name)
    }

    func localPackages() -> [String] {
        project.ids(.packageReferences).compactMap(object).compactMap { reference in
            guard reference.isa(.localSwiftPackageReference), let path = reference[.relativePath] else { return nil }
            return System.standardized(ProjectPath.join(sourceRoot, path), workingDirectory: "/")
        }
    }
}
