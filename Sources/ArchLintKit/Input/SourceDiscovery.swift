#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file to lint: where to read it, and the path diagnostics name it by.
package struct SourceFile: Sendable, Hashable {
    /// The path used to open the file.
    package var location: String
    /// The path as reported: the command-line path joined with the path below it.
    package var displayPath: String
    /// The path below the command-line root it was found under (for path globs in rules).
    package var relativePath: String
    /// The module (package or Xcode target) the file belongs to, when the caller knows modules.
    package var module: String?
    /// A context file is read for its declarations, so references into it resolve and its types
    /// have roles, but its own violations are not reported: it belongs to a module that another
    /// run lints (a dependency of the linted target).
    package var isContext: Bool
    /// Only test targets (unit and UI test bundles, package test targets) compile it: test code.
    package var isInTestTarget = false
    /// The other modules that compile it (an app extension sharing the app's model file): it
    /// belongs to each, and module rules judge it as each one's code.
    package var otherModules: [String] = []

    package init(location: String, displayPath: String, relativePath: String, module: String? = nil, isContext: Bool = false) {
        self.location = location
        self.displayPath = displayPath
        self.relativePath = relativePath
        self.module = module
        self.isContext = isContext
    }
}

/// Finds the `.swift` files under the paths a user names.
///
/// Hidden folders (`.build`, `.git`, `.swiftpm`) and package manifests (`Package.swift`,
/// `Package@swift-6.0.swift`: build configuration, not app code) are skipped in folders, and
/// symbolic links to folders are not followed, so a link loop or a link out of the project can
/// never make the walk endless. A file named on the command line is always read.
package enum SourceDiscovery {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case pathNotFound(String)

        package var description: String {
            switch self {
            case .pathNotFound(let path): return Diagnostic(file: path, location: nil, message: "no such file or directory").description
            }
        }
    }

    /// - Parameter folders: listings of an earlier walk to reuse where a folder is unchanged,
    ///   and where this walk's are recorded for the next one (see ``FolderListings``).
    package static func swiftFiles(under paths: [String], folders: FolderListings? = nil) throws(Failure) -> [SourceFile] {
        try discover(under: paths, folders: folders).files
    }

    /// The build description files a walk found beside the sources: what says which file is in
    /// which module (see ``BuildDescription``).
    package struct BuildFiles: Sendable, Equatable {
        /// `.xcodeproj` bundles, as walked (`App/App.xcodeproj`); never walked into.
        package var projects: [String] = []
        /// `.xcworkspace` bundles (not those inside a project); never walked into.
        package var workspaces: [String] = []
        /// `Package.swift` files.
        package var manifests: [String] = []
        /// Descriptions a project generator makes the `.xcodeproj` from: XcodeGen's
        /// `project.yml`, Tuist's `Project.swift` (see ``GeneratedProject``).
        package var generated: [String] = []

        package init(projects: [String] = [], workspaces: [String] = [], manifests: [String] = [], generated: [String] = []) {
            self.projects = projects
            self.workspaces = workspaces
            self.manifests = manifests
            self.generated = generated
        }

        package var isEmpty: Bool { projects.isEmpty && workspaces.isEmpty && manifests.isEmpty && generated.isEmpty }

        /// Adds another walk's (the reader drops the same file found twice).
        mutating func add(_ other: BuildFiles) {
            projects += other.projects
            workspaces += other.workspaces
            manifests += other.manifests
            generated += other.generated
        }
    }

    /// The Swift files below `paths`, and the build description files found on the way.
    /// `projectFound` is told of each `.xcodeproj` as the walk finds it, long before the walk ends.
    package static func discover(
        under paths: [String], folders: FolderListings? = nil, projectFound: ((String) -> Void)? = nil
    ) throws(Failure) -> (files: [SourceFile], buildFiles: BuildFiles) {
        var buildFiles = BuildFiles()
        var files: [SourceFile] = []
        // Only several paths can name a file twice (`Sources Sources/App`): one folder's walk
        // finds each file once.
        let mayRepeat = paths.count > 1
        var seen = Set<String>()
        for root in paths {
            guard let kind = System.kind(of: root) else { throw Failure.pathNotFound(root) }
            if kind == .file {
                if seen.insert(root).inserted {
                    files.append(SourceFile(location: root, displayPath: root, relativePath: lastComponent(of: root)))
                }
                continue
            }
            var relatives = walk(root, realRoot: realPath(root) ?? root, folders: folders, buildFiles: &buildFiles, projectFound: projectFound)
            // Manifests are listed with the sources (so a cached listing has them too), and
            // taken out here: build configuration, not app code.
            if relatives.contains(where: isManifest) {
                for relative in relatives where isManifest(relative) { buildFiles.manifests.append(isWorkingDirectory(root) ? relative : join(root, relative)) }
                relatives.removeAll(where: isManifest)
            }
            // A generator's description is build configuration too, and so is the folder of
            // Tuist's helpers beside a Tuist project.
            if relatives.contains(where: mayBeGenerated) {
                var taken = Set<String>()
                var tuistFolders: [String] = []
                for relative in relatives where mayBeGenerated(relative) {
                    let name = lastComponent(of: relative)
                    guard GeneratedProject.isDescription(name: name, text: { System.contents(of: join(root, relative)) }) else { continue }
                    taken.insert(relative)
                    if name == "project.yml" || name == "Project.swift" { buildFiles.generated.append(isWorkingDirectory(root) ? relative : join(root, relative)) }
                    if name != "project.yml" { tuistFolders.append(String(relative.dropLast(name.utf8.count)) + "Tuist/") }
                }
                relatives.removeAll { relative in
                    taken.contains(relative) || relative.hasSuffix(".yml") || tuistFolders.contains { relative.hasPrefix($0) }
                }
            }
            // The paths of each file, made on all cores; where two are the same text they are
            // one string, not two copies.
            let isWorkingDirectory = isWorkingDirectory(root)
            let found = Parallel.map(relatives.count) { [relatives] in
                let location = join(root, relatives[$0])
                return SourceFile(location: location, displayPath: isWorkingDirectory ? relatives[$0] : location, relativePath: relatives[$0])
            }
            guard mayRepeat else {
                files = found
                continue
            }
            for index in found.indices where seen.insert(found[index].location).inserted { files.append(found[index]) }
        }
        return (files, buildFiles)
    }

    /// Paths below the working directory are reported without `./`.
    private static func isWorkingDirectory(_ root: String) -> Bool { root == "." || root == "./" }

    private static func isManifest(_ relative: String) -> Bool {
        relative == "Package.swift" || relative.hasSuffix("/Package.swift")
    }

    /// The names of the generators' descriptions, as bytes.
    private static let generatorFiles = (["project.yml"] + GeneratedProject.tuistManifests).map { Array($0.utf8) }

    /// Whether the file's name is one of ``generatorFiles``: asked of every file found, so
    /// the path's last bytes are compared in place, with no string made and no search for
    /// where the name starts.
    private static func mayBeGenerated(_ relative: String) -> Bool {
        var relative = relative
        return relative.withUTF8 { path in
            generatorFiles.contains { name in
                let start = path.count - name.count
                guard start >= 0, start == 0 || path[start - 1] == UInt8(ascii: "/") else { return false }
                return memcmp(path.baseAddress! + start, name, name.count) == 0
            }
        }
    }

    /// Relative paths of the Swift files below `root`, sorted. The walk goes level by level
    /// (no recursion), reading each level's folders on all cores.
    private static func walk(
        _ root: String, realRoot: String, folders: FolderListings?, buildFiles: inout BuildFiles, projectFound: ((String) -> Void)?
    ) -> [String] {
        // Each folder's entries by the folder's number: the root is 0, and the folders each
        // level finds are numbered on, in order (numbers, not paths: no path is hashed).
        var listingsByFolder: [[Entry]] = []
        var level = [""]
        let known = folders?.known
        while !level.isEmpty {
            let listings = Parallel.map(level.count) { [level] index -> (entries: [Entry], outcome: FolderListings.Outcome?, path: String) in
                guard let known else { return (list(folder: level[index], root: root, realRoot: realRoot).entries, nil, "") }
                let path = join(root, level[index])
                let (entries, outcome) = listing(of: level[index], at: path, root: root, realRoot: realRoot, known: known[path])
                return (entries, outcome, path)
            }
            var next: [String] = []
            // The next level's folders are numbered after this level's.
            let nextNumber = listingsByFolder.count + listings.count
            for listed in listings {
                var entries = listed.entries
                for position in entries.indices where entries[position].isFolder {
                    // Xcode's bundles hold its descriptions, never sources: noted, not walked.
                    let path = entries[position].path
                    if path.utf8.last == UInt8(ascii: "j"), path.hasSuffix(".xcodeproj") {
                        let bundle = isWorkingDirectory(root) ? path : join(root, path)
                        buildFiles.projects.append(bundle)
                        projectFound?(bundle)
                        entries[position].isFolder = false
                        entries[position].isBundle = true
                        continue
                    }
                    if path.utf8.last == UInt8(ascii: "e"), path.hasSuffix(".xcworkspace") {
                        buildFiles.workspaces.append(isWorkingDirectory(root) ? path : join(root, path))
                        entries[position].isFolder = false
                        entries[position].isBundle = true
                        continue
                    }
                    entries[position].folder = nextNumber + next.count
                    next.append(path)
                }
                listingsByFolder.append(entries)
                if let folders, let outcome = listed.outcome { folders.record(outcome, at: listed.path) }
            }
            level = next
        }
        // The paths in the order of their bytes (the order `<` gives paths in NFC, which is what
        // file systems hand out here) without sorting them all: each folder's entries are in that
        // order, so reading the tree depth first, entry by entry, gives it.
        var found: [String] = []
        var pending = Array((listingsByFolder.first ?? []).reversed())
        while let entry = pending.popLast() {
            if entry.isFolder {
                pending += listingsByFolder[entry.folder].reversed()
            } else if !entry.isBundle {
                found.append(entry.path)
            }
        }
        return found
    }

    /// A Swift file or a folder found in a folder, by its path below the root.
    private struct Entry {
        var path: String
        var isFolder: Bool
        /// A folder's number in the walk (see ``walk(_:realRoot:folders:buildFiles:projectFound:)``); -1 for a file.
        var folder = -1
        /// An Xcode project or workspace: a folder not walked into.
        var isBundle = false
    }

    /// A folder's entries from its listing of an earlier walk when the folder is unchanged (its
    /// modification time and inode are the same), else read afresh, with what to record.
    private static func listing(of relative: String, at path: String, root: String, realRoot: String, known: FolderListing?) -> (entries: [Entry], outcome: FolderListings.Outcome?) {
        var info = stat()
        guard stat(path, &info) == 0 else { return ([], nil) }
        let stamp = FolderListing.Stamp(info)
        if let known, known.stamp == stamp {
            let prefix = relative.isEmpty ? "" : relative + "/"
            let entries = known.names.map { name in
                name.utf8.last == UInt8(ascii: "/") ? Entry(path: prefix + name.dropLast(), isFolder: true) : Entry(path: prefix + name, isFolder: false)
            }
            return (entries, .reused)
        }
        let listed = list(folder: relative, root: root, realRoot: realRoot)
        let prefixLength = relative.isEmpty ? 0 : relative.utf8.count + 1
        let names = listed.entries.map { entry in
            let name = String(decoding: entry.path.utf8.dropFirst(prefixLength), as: UTF8.self)
            return entry.isFolder ? name + "/" : name
        }
        // A folder whose listing could change while the folder does not (a link's target), or
        // changed within the last seconds (it may change again with the same time: timestamps
        // are coarse), is read afresh every time.
        let keep = listed.isComplete && !listed.mayChangeUnseen && stamp.isSettled
        return (listed.entries, .listed(FolderListing(stamp: stamp, names: names), keep: keep))
    }

    /// One folder's Swift files and subfolders, as paths below `root`, in the byte order of the
    /// paths below them: a folder's name compares as if it ended in `/`, as each of its paths
    /// goes on (so `B.swift` < `B/c.swift` < `B0.swift`). `readdir`'s entry types tell folders
    /// from files without a `stat` per entry; only a symbolic link needs one, to learn whether
    /// it points at a file. `mayChangeUnseen`: whether an entry needed that, or had no type from
    /// the file system (what is listed then depends on more than the folder); `isComplete`:
    /// whether the folder could be opened.
    private static func list(folder relative: String, root: String, realRoot: String) -> (entries: [Entry], mayChangeUnseen: Bool, isComplete: Bool) {
        var entries: [Entry] = []
        // What the entries are sorted by: each one's name, a folder's followed by `/`, one after
        // another in one array, compared in place (the entries' paths all start with the
        // folder's). Comparing the paths themselves, each through its string, cost the walk
        // as much as making them.
        var keys: [UInt8] = []
        var keyRanges: [Range<Int>] = []
        func keep(_ entry: Entry, name: String) {
            let start = keys.count
            keys += name.utf8
            if entry.isFolder { keys.append(UInt8(ascii: "/")) }
            keyRanges.append(start..<keys.count)
            entries.append(entry)
        }
        var mayChangeUnseen = false
        guard let handle = opendir(join(root, relative)) else { return ([], false, false) }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let (name, type) = (DirectoryEntry.name(of: entry), DirectoryEntry.type(of: entry))
            guard !name.hasPrefix(".") else { continue }
            // The path below the root, made only for an entry kept or asked about: most
            // folders hold files that are not Swift (images, strings, JSON).
            var entryRelative: String { relative.isEmpty ? name : join(relative, name) }
            switch Int32(type) {
            case Int32(DT_DIR):
                keep(Entry(path: entryRelative, isFolder: true), name: name)
            case Int32(DT_REG) where isSource(name) || name == "Package.swift" || name == "project.yml":
                keep(Entry(path: entryRelative, isFolder: false), name: name)
            case Int32(DT_LNK) where isSource(name), Int32(DT_UNKNOWN) where isSource(name):
                // A link to a file inside the root is read; a link to a folder, a link out of
                // the root and a dangling link are not followed.
                mayChangeUnseen = true
                var info = stat()
                let entryRelative = entryRelative
                let path = join(root, entryRelative)
                if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                   let target = realPath(path), target.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") {
                    keep(Entry(path: entryRelative, isFolder: false), name: name)
                }
            case Int32(DT_UNKNOWN):
                // Some file systems do not fill in the type: ask, without following links.
                mayChangeUnseen = true
                var info = stat()
                if lstat(join(root, entryRelative), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                    keep(Entry(path: entryRelative, isFolder: true), name: name)
                }
            default:
                break
            }
        }
        // Their places sorted, not the entries: a sort hands its comparison copies of the
        // elements, and each copy of an entry retains its path. A key that is the start of
        // another comes first (a file's name ends before any byte).
        let order = keys.withUnsafeBufferPointer { keys in
            entries.indices.sorted { first, second in
                let (one, other) = (keyRanges[first], keyRanges[second])
                let shared = min(one.count, other.count)
                let order = shared == 0 ? 0 : memcmp(keys.baseAddress! + one.lowerBound, keys.baseAddress! + other.lowerBound, shared)
                return order != 0 ? order < 0 : one.count < other.count
            }
        }
        return (order.map { entries[$0] }, mayChangeUnseen, true)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isSource(_ name: String) -> Bool {
        name.hasSuffix(".swift") && name != "Package.swift" && !name.hasPrefix("Package@swift")
    }

    static func join(_ root: String, _ relative: String) -> String {
        if relative.isEmpty { return root }
        // From the bytes, in one allocation: a walk joins a path for every file and folder.
        return System.joinedPath(root, relative)
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
