#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parsed Xcode projects and package manifests carried from one run to the next in the facts
/// cache: a project file whose size, modification time and inode are those kept (or, failing
/// that, whose content hash is) is not read or parsed again; its parsed form is decoded from the
/// cache. Only what the file alone says is kept — targets, their listed files, their synchronized
/// folders — never which found files a target compiles: that is worked out again each run (see
/// ``BuildDescription/read(_:sourceLocations:workingDirectory:parsed:)``), so a file added to a
/// synchronized folder is seen though the project file did not change.
package final class ParsedDescriptions {
    /// One parsed file, as kept in the cache: its stamp, its content hash and its encoded form.
    struct Entry: Sendable {
        var size: Int
        var modified: Int
        var inode: Int
        var contentHash: UInt64
        var encoded: EncodedFacts
    }

    /// Kept by the last run, by the file's standardized path.
    let known: [String: Entry]
    /// What this run read, for the next.
    private(set) var found: [String: Entry] = [:]
    /// Whether some entry to keep differs from the known one (a file parsed again, or restamped).
    private var changed = false
    /// How many files were parsed, and how many came from the cache.
    package private(set) var parsedCount = 0
    package private(set) var reusedCount = 0

    /// Whether what this run parses is kept for the next: not when the run keeps no facts
    /// cache, where hashing and encoding each project would be work for nothing.
    private let keeps: Bool

    package init(keeping: Bool = true) {
        known = [:]
        keeps = keeping
    }

    init(known: [String: Entry]) {
        self.known = known
        keeps = true
    }

    /// Whether the entries to keep are the known ones, as they were.
    package var isUnchanged: Bool { !changed && found.count == known.count }

    /// Projects parsed ahead (see ``parseAhead(projectBundle:workingDirectory:)``), by standardized
    /// location: the name each was read by, and what reading it gave.
    private var ahead: [String: (file: String, outcome: Result<XcodeProject, Diagnostic>)] = [:]

    /// Reads the project of the `.xcodeproj` folder at `bundle` now, for ``project(at:file:folder:unreadable:)``
    /// to hand over when asked for it by the same name: a project is found early in the walk of
    /// the folders, and read while the walk goes on (with a core to spare: most folders hold
    /// few subfolders) rather than beside the scan, which takes every core. Read ahead or not,
    /// a project is read, counted and kept for the next run once, the same way.
    package func parseAhead(projectBundle bundle: String, workingDirectory: String) {
        let place = XcodeProject.Place(bundle: bundle, workingDirectory: workingDirectory)
        guard ahead[place.location] == nil else { return }
        let outcome = Result { () throws(Diagnostic) -> XcodeProject in
            try project(at: place.location, file: place.file, folder: place.folder, unreadable: place.unreadable)
        }
        ahead[place.location] = (place.file, outcome)
    }

    /// The project whose `project.pbxproj` is at `location` (standardized), named `file` in
    /// what it reports, of a project folder `folder`.
    func project(at location: String, file: String, folder: String, unreadable: Diagnostic) throws(Diagnostic) -> XcodeProject {
        // Read ahead by the same name: what that gave (its warning names the file so too).
        if let early = ahead.removeValue(forKey: location), early.file == file { return try early.outcome.get() }
        var project = try parsed(
            at: location, unreadable: unreadable,
            parse: { bytes throws(Diagnostic) in try XcodeProject.parse(bytes, file: file, projectFolder: folder) },
            encode: DescriptionCoding.encode, decode: DescriptionCoding.decodeProject)
        // Kept whatever name the file was found by: the rest depends only on where it is.
        project.file = file
        return project
    }

    /// The manifest at `location` (standardized), named `file` in what it reports.
    func manifest(at location: String, file: String, folder: String, unreadable: Diagnostic) throws(Diagnostic) -> PackageManifest {
        var manifest = try parsed(
            at: location, unreadable: unreadable,
            parse: { bytes throws(Diagnostic) in try PackageManifest.parse(bytes, file: file, folder: folder) },
            encode: DescriptionCoding.encode, decode: DescriptionCoding.decodeManifest)
        manifest.file = file
        return manifest
    }

    /// The kept value when the file is unchanged (by stamp, else by content), else the file
    /// parsed and kept. A file that cannot be parsed is not kept: it throws each run.
    private func parsed<Value>(
        at location: String, unreadable: Diagnostic,
        parse: ([UInt8]) throws(Diagnostic) -> Value,
        encode: (Value, inout ByteWriter) -> Void,
        decode: (inout ByteReader) throws(ByteReader.Malformed) -> Value
    ) throws(Diagnostic) -> Value {
        func decoded(_ entry: Entry) -> Value? {
            entry.encoded.withBytes { buffer in
                var reader = ByteReader(buffer)
                guard let value = try? decode(&reader), reader.isAtEnd else { return nil }
                return value
            }
        }
        guard keeps else {
            guard let bytes = System.contents(of: location) else { throw unreadable }
            parsedCount += 1
            return try parse(bytes)
        }
        var info = stat()
        let stamped = stat(location, &info) == 0
        let stamp = FolderListing.Stamp(info)
        let cached = known[location]
        if stamped, let cached, cached.size == Int(info.st_size), cached.modified == stamp.modified, cached.inode == stamp.inode,
           let value = decoded(cached) {
            found[location] = cached
            reusedCount += 1
            return value
        }
        changed = true
        guard let bytes = System.contents(of: location) else { throw unreadable }
        let hash = bytes.withUnsafeBufferPointer(ContentHash.of)
        if let cached, cached.contentHash == hash, cached.size == bytes.count, let value = decoded(cached) {
            var refreshed = cached
            refreshed.modified = stamp.modified
            refreshed.inode = stamp.inode
            found[location] = refreshed
            reusedCount += 1
            return value
        }
        parsedCount += 1
        let value = try parse(bytes)
        var writer = ByteWriter()
        encode(value, &writer)
        found[location] = Entry(size: bytes.count, modified: stamp.modified, inode: stamp.inode, contentHash: hash, encoded: .fresh(writer.bytes))
        return value
    }
}

/// The binary form of a parsed project and manifest in the facts cache (``ByteWriter``'s
/// varints and strings); decoding checks every length, so a damaged entry is parsed again.
enum DescriptionCoding {
    static func encode(_ project: XcodeProject, into writer: inout ByteWriter) {
        writer.string(project.file)
        writer.int(project.targets.count)
        for target in project.targets {
            writer.string(target.name)
            writer.string(target.moduleName)
            writer.string(target.productType)
            writer.string(target.kind.rawValue)
            writer.int(target.line)
            strings(target.sourceFiles, into: &writer)
            writer.int(target.synchronizedFolders.count)
            for folder in target.synchronizedFolders {
                writer.string(folder.path)
                writer.int(folder.isOwned ? 1 : 0)
                strings(folder.exceptions, into: &writer)
            }
            strings(target.dependencies, into: &writer)
            strings(target.linkedFrameworks, into: &writer)
        }
        strings(project.localPackages, into: &writer)
    }

    static func decodeProject(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> XcodeProject {
        let file = try reader.string()
        var targets: [XcodeTarget] = []
        for _ in 0..<(try reader.count()) {
            let name = try reader.string(), moduleName = try reader.string(), productType = try reader.string()
            guard let kind = ModuleKind(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
            let line = try reader.int()
            let sourceFiles = try strings(&reader)
            var folders: [XcodeProject.SynchronizedFolder] = []
            for _ in 0..<(try reader.count()) {
                let path = try reader.string()
                let isOwned = try reader.int() != 0
                folders.append(XcodeProject.SynchronizedFolder(path: path, isOwned: isOwned, exceptions: try strings(&reader)))
            }
            targets.append(XcodeTarget(
                name: name, moduleName: moduleName, productType: productType, kind: kind, line: line, sourceFiles: sourceFiles,
                synchronizedFolders: folders, dependencies: try strings(&reader), linkedFrameworks: try strings(&reader)))
        }
        return XcodeProject(file: file, targets: targets, localPackages: try strings(&reader))
    }

    static func encode(_ manifest: PackageManifest, into writer: inout ByteWriter) {
        writer.string(manifest.file)
        writer.string(manifest.folder)
        writer.int(manifest.targets.count)
        for target in manifest.targets {
            writer.string(target.name)
            writer.string(target.kind.rawValue)
            writer.int(target.line)
            writer.string(target.path)
            if let sources = target.sources {
                writer.int(1)
                strings(sources, into: &writer)
            } else {
                writer.int(0)
            }
            strings(target.exclude, into: &writer)
            strings(target.dependencies, into: &writer)
        }
        writer.int(manifest.products.count)
        for product in manifest.products.keys.sorted() {
            writer.string(product)
            strings(manifest.products[product]!, into: &writer)
        }
    }

    static func decodeManifest(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> PackageManifest {
        let file = try reader.string(), folder = try reader.string()
        var targets: [PackageManifest.Target] = []
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            guard let kind = ModuleKind(rawValue: try reader.string()) else { throw ByteReader.Malformed() }
            let line = try reader.int(), path = try reader.string()
            let sources = try reader.int() == 0 ? nil : try strings(&reader)
            targets.append(PackageManifest.Target(
                name: name, kind: kind, line: line, path: path, sources: sources, exclude: try strings(&reader), dependencies: try strings(&reader)))
        }
        var products: [String: [String]] = [:]
        for _ in 0..<(try reader.count()) {
            let product = try reader.string()
            products[product] = try strings(&reader)
        }
        return PackageManifest(file: file, folder: folder, targets: targets, products: products)
    }

    private static func strings(_ texts: [String], into writer: inout ByteWriter) {
        writer.int(texts.count)
        for text in texts { writer.string(text) }
    }

    private static func strings(_ reader: inout ByteReader) throws(ByteReader.Malformed) -> [String] {
        let count = try reader.count()
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count { texts.append(try reader.string()) }
        return texts
    }
}
