#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file to lint: where to read it, and the path diagnostics name it by.
public struct SourceFile: Sendable, Hashable {
    /// The path used to open the file.
    public var location: String
    /// The path as reported: the command-line path joined with the path below it.
    public var displayPath: String
    /// The path below the command-line root it was found under (for path globs in rules).
    public var relativePath: String
    /// The module (package or Xcode target) the file belongs to, when the caller knows modules.
    public var module: String?
    /// A context file is read for its declarations, so references into it resolve and its types
    /// have roles, but its own violations are not reported: it belongs to a module that another
    /// run lints (a dependency of the linted target).
    public var isContext: Bool
    /// Only test targets (unit and UI test bundles, package test targets) compile it: test code.
    public var isInTestTarget = false
    /// The other modules that compile it (an app extension sharing the app's model file): it
    /// belongs to each, and module rules judge it as each one's code.
    public var otherModules: [String] = []

    public init(location: String, displayPath: String, relativePath: String, module: String? = nil, isContext: Bool = false) {
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
public enum SourceDiscovery {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case pathNotFound(String)

        public var description: String {
            switch self {
            case .pathNotFound(let path): return "\(path): error: no such file or directory"
            }
        }
    }

    /// - Parameter folders: listings of an earlier walk to reuse where a folder is unchanged,
    ///   and where this walk's are recorded for the next one (see ``FolderListings``).
    public static func swiftFiles(under paths: [String], folders: FolderListings? = nil) throws(Failure) -> [SourceFile] {
        try discover(under: paths, folders: folders).files
    }

    /// The build description files a walk found beside the sources: what says which file is in
    /// which module (see ``BuildDescription``).
    public struct BuildFiles: Sendable, Equatable {
        /// `.xcodeproj` bundles, as walked (`App/App.xcodeproj`); never walked into.
        public var projects: [String] = []
        /// `.xcworkspace` bundles (not those inside a project); never walked into.
        public var workspaces: [String] = []
        /// `Package.swift` files.
        public var manifests: [String] = []

        public init(projects: [String] = [], workspaces: [String] = [], manifests: [String] = []) {
            self.projects = projects
            self.workspaces = workspaces
            self.manifests = manifests
        }

        public var isEmpty: Bool { projects.isEmpty && workspaces.isEmpty && manifests.isEmpty }

        /// Adds another walk's (the reader drops the same file found twice).
        mutating func add(_ other: BuildFiles) {
            projects += other.projects
            workspaces += other.workspaces
            manifests += other.manifests
        }
    }

    /// The Swift files below `paths`, and the build description files found on the way.
    public static func discover(under paths: [String], folders: FolderListings? = nil) throws(Failure) -> (files: [SourceFile], buildFiles: BuildFiles) {
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
            var relatives = walk(root, realRoot: realPath(root) ?? root, folders: folders, buildFiles: &buildFiles)
            // Manifests are listed with the sources (so a cached listing has them too), and
            // taken out here: build configuration, not app code.
            if relatives.contains(where: isManifest) {
                for relative in relatives where isManifest(relative) { buildFiles.manifests.append(isWorkingDirectory(root) ? relative : join(root, relative)) }
                relatives.removeAll(where: isManifest)
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

    /// Relative paths of the Swift files below `root`, sorted. The walk goes level by level
    /// (no recursion), reading each level's folders on all cores.
    private static func walk(_ root: String, realRoot: String, folders: FolderListings?, buildFiles: inout BuildFiles) -> [String] {
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
                        buildFiles.projects.append(isWorkingDirectory(root) ? path : join(root, path))
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
        /// A folder's number in the walk (see ``walk(_:realRoot:folders:buildFiles:)``); -1 for a file.
        var folder = -1
        /// An Xcode project or workspace: a folder not walked into.
        var isBundle = false

        /// Whether `a` comes before `b`, two entries of one folder, in the byte order of the
        /// paths below them: a folder's name compares as if it ended in `/`, as each of its
        /// paths goes on (so `B.swift` < `B/c.swift` < `B0.swift`).
        static func precedes(_ a: Entry, _ b: Entry) -> Bool {
            let inPlace = a.path.utf8.withContiguousStorageIfAvailable { first in
                b.path.utf8.withContiguousStorageIfAvailable { second in
                    precedes(first, a.isFolder, second, b.isFolder)
                }
            }
            return (inPlace ?? nil) ?? precedes(Array(a.path.utf8), a.isFolder, Array(b.path.utf8), b.isFolder)
        }

        private static func precedes(_ a: [UInt8], _ aIsFolder: Bool, _ b: [UInt8], _ bIsFolder: Bool) -> Bool {
            a.withUnsafeBufferPointer { first in b.withUnsafeBufferPointer { second in precedes(first, aIsFolder, second, bIsFolder) } }
        }

        private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ aIsFolder: Bool, _ b: UnsafeBufferPointer<UInt8>, _ bIsFolder: Bool) -> Bool {
            let common = min(a.count, b.count)
            let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return order < 0 }
            // One path goes on where the other ends: the next byte of each, a folder's end
            // being `/` and a file's end coming before every byte.
            let nextOfA = a.count > common ? Int(a[common]) : (aIsFolder ? Int(UInt8(ascii: "/")) : -1)
            let nextOfB = b.count > common ? Int(b[common]) : (bIsFolder ? Int(UInt8(ascii: "/")) : -1)
            return nextOfA < nextOfB
        }
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

    /// One folder's Swift files and subfolders, as paths below `root`, in ``Entry/precedes(_:_:)``
    /// order. `readdir`'s entry types tell folders from files without a `stat` per entry; only a
    /// symbolic link needs one, to learn whether it points at a file. `mayChangeUnseen`: whether
    /// an entry needed that, or had no type from the file system (what is listed then depends
    /// on more than the folder); `isComplete`: whether the folder could be opened.
    private static func list(folder relative: String, root: String, realRoot: String) -> (entries: [Entry], mayChangeUnseen: Bool, isComplete: Bool) {
        var entries: [Entry] = []
        var mayChangeUnseen = false
        guard let handle = opendir(join(root, relative)) else { return ([], false, false) }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let (name, type) = (DirectoryEntry.name(of: entry), DirectoryEntry.type(of: entry))
            guard !name.hasPrefix(".") else { continue }
            let entryRelative = relative.isEmpty ? name : relative + "/" + name
            switch Int32(type) {
            case Int32(DT_DIR):
                entries.append(Entry(path: entryRelative, isFolder: true))
            case Int32(DT_REG) where isSource(name) || name == "Package.swift":
                entries.append(Entry(path: entryRelative, isFolder: false))
            case Int32(DT_LNK) where isSource(name), Int32(DT_UNKNOWN) where isSource(name):
                // A link to a file inside the root is read; a link to a folder, a link out of
                // the root and a dangling link are not followed.
                mayChangeUnseen = true
                var info = stat()
                let path = join(root, entryRelative)
                if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                   let target = realPath(path), target.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") {
                    entries.append(Entry(path: entryRelative, isFolder: false))
                }
            case Int32(DT_UNKNOWN):
                // Some file systems do not fill in the type: ask, without following links.
                mayChangeUnseen = true
                var info = stat()
                if lstat(join(root, entryRelative), &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
                    entries.append(Entry(path: entryRelative, isFolder: true))
                }
            default:
                break
            }
        }
        entries.sort(by: Entry.precedes)
        return (entries, mayChangeUnseen, true)
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
        let slash = root.utf8.last == UInt8(ascii: "/")
        // Made at its size, in one allocation (`root + "/" + relative` makes two): a warm run
        // joins a path for every file and folder.
        var path = ""
        path.reserveCapacity(root.utf8.count + (slash ? 0 : 1) + relative.utf8.count)
        path += root
        if !slash { path += "/" }
        path += relative
        return path
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// Reads and scans files on all cores. The result is in input order, whatever the thread count.
public enum ParallelScan {
    public static func scan(_ files: [SourceFile]) -> [ScannedFile] {
        // The two paths, not the file: copying it out of the array would retain all its strings.
        Parallel.map(files.count) { scanFile(at: files[$0].location, as: files[$0].displayPath) }
    }

    /// What a scan through the cache produced.
    public struct CachedScan: Sendable {
        /// The scans, in input order.
        public var files: [ScannedFile]
        /// The cache to save for the next run.
        public var cache: FactsCache
        /// How many files came from the cache unscanned.
        public var reused: Int
        /// True when the cache to save is the loaded one unchanged (every file's size, time and
        /// inode matched, and no file left): saving it again would write the same bytes.
        public var isUnchanged = false
    }

    /// Scans files on all cores through the cache: unchanged files are not scanned again.
    public static func scan(_ files: [SourceFile], cache: FactsCache) -> CachedScan {
        // The scans go straight into their array, each file's entry and how it was found beside
        // it (gathering tuples and then taking the scans out would copy every one).
        var outcomes = [(entry: FactsCache.Entry?, reused: Bool, untouched: Bool)](repeating: (nil, false, false), count: files.count)
        let scanned = outcomes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [ScannedFile]() }
            let slots = Slots(base: base)
            return Parallel.map(files.count) { index in
                let (file, entry, reused, untouched) = cache.scan(at: files[index].location, as: files[index].displayPath)
                (slots.base + index).pointee = (entry, reused, untouched)
                return file
            }
        }
        let unchanged = cache.count == files.count && !outcomes.contains { !$0.untouched }
        // Unchanged, the cache to keep is the one loaded: no need to gather its entries again.
        var updated = cache
        if !unchanged {
            var kept: [(path: String, entry: FactsCache.Entry)] = []
            kept.reserveCapacity(files.count)
            for index in files.indices {
                if let entry = outcomes[index].entry { kept.append((files[index].location, entry)) }
            }
            updated = FactsCache(salt: cache.salt, entries: kept)
        }
        return CachedScan(files: scanned, cache: updated, reused: outcomes.count { $0.reused }, isUnchanged: unchanged)
    }

    /// The file at `location`, reported as `displayPath`.
    static func scanFile(at location: String, as displayPath: String) -> ScannedFile {
        switch FileReader.read(location) {
        case .success(let bytes):
            return scanFile(bytes, as: displayPath)
        case .failure(let reason):
            return ScannedFile(
                path: displayPath,
                problems: [ScanProblem(kind: .unreadable, location: SourceLocation(line: 1, column: 1), detail: reason.message)])
        }
    }

    static func scanFile(_ bytes: [UInt8], as displayPath: String) -> ScannedFile {
        bytes.withUnsafeBufferPointer { buffer in
            switch TextCheck.firstProblem(in: buffer) {
            case .nulByte(let offset)?:
                let location = LineTable(bytes: UnsafeBufferPointer(rebasing: buffer[..<offset])).location(of: offset)
                return ScannedFile(path: displayPath, problems: [ScanProblem(kind: .binary, location: location)], byteCount: buffer.count)
            case .invalidUTF8(let offset)?:
                var scanned = Scanner.scan(bytes: buffer, path: displayPath)
                let location = LineTable(bytes: UnsafeBufferPointer(rebasing: buffer[..<offset])).location(of: offset)
                scanned.problems.insert(ScanProblem(kind: .notUTF8, location: location), at: 0)
                return scanned
            case nil:
                return Scanner.scan(bytes: buffer, path: displayPath)
            }
        }
    }
}

/// A folder's entry as `readdir` gives it, read in place. An entry is only as long as its name:
/// copying the `dirent` (its name field is 256 bytes, 1,024 on Darwin) reads past the entry, and
/// past the end of the system's buffer when the entry is the last one there, which crashed a run
/// on a large folder.
enum DirectoryEntry {
    static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        String(cString: field(\.d_name, of: entry).assumingMemoryBound(to: CChar.self))
    }

    static func type(of entry: UnsafeMutablePointer<dirent>) -> UInt8 {
        field(\.d_type, of: entry).load(as: UInt8.self)
    }

    private static func field<Field>(_ path: KeyPath<dirent, Field>, of entry: UnsafeMutablePointer<dirent>) -> UnsafeRawPointer {
        UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: path)!
    }
}

/// Reads a whole file with one `read` loop, keeping the operating system's reason on failure.
enum FileReader {
    struct Failure: Error {
        var message: String
    }

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        // Non-blocking, so a FIFO named `x.swift` cannot hang the run; regular files ignore it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Failure(message: String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(message: String(cString: strerror(errno)))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(Failure(message: "not a regular file")) }
        // One byte more than the size, so end of file shows in the first read: a regular file
        // gives fewer bytes than asked only at its end.
        var part = fill(descriptor, capacity: max(Int(info.st_size), 0) + 1)
        var bytes = part.bytes
        // The size may still change while reading (an editor saving): while a buffer comes back
        // full, the reading goes on in buffers as large as what was read so far.
        while part.failure == 0 && part.isFull {
            part = fill(descriptor, capacity: bytes.count)
            bytes.append(contentsOf: part.bytes)
        }
        if part.failure != 0 { return .failure(Failure(message: String(cString: strerror(part.failure)))) }
        return .success(bytes)
    }

    /// Reads into a new buffer of `capacity` bytes until it is full, a read comes back short
    /// (the end of a regular file) or fails; `isFull` says whether there may be more. The buffer
    /// is not zeroed first: only the bytes `read` wrote are kept.
    private static func fill(_ descriptor: Int32, capacity: Int) -> (bytes: [UInt8], isFull: Bool, failure: Int32) {
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            var count = 0
            while count < capacity {
                let asked = capacity - count
                let got = System.read(descriptor, into: buffer.baseAddress! + count, count: asked)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                count += got
                // Short: the end of the file (one `read` for a file whose size stayed put).
                if got < asked { break }
            }
            initialized = count
        }
        return (bytes, bytes.count == capacity, failure)
    }
}

/// Tells Swift source from binary files and finds the first byte that is not UTF-8.
enum TextCheck {
    enum Problem: Equatable {
        case nulByte(at: Int)
        case invalidUTF8(at: Int)
    }

    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        // Most Swift files are ASCII without a NUL: one pass over words settles both.
        if isASCIIWithoutNUL(bytes) { return nil }
        if let nul = memchr(base, 0, bytes.count) {
            return .nulByte(at: base.distance(to: nul.assumingMemoryBound(to: UInt8.self)))
        }
        // The standard library's validator is optimized even in a debug build of ArchLint, but
        // Apple's systems have it only from macOS 15 and iOS 18; before, our own walk decides.
        if #available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *), String(validating: bytes, as: UTF8.self) != nil {
            return nil
        }
        let offset = firstInvalidOffset(bytes)
        return offset == bytes.count ? nil : .invalidUTF8(at: offset)
    }

    /// True when no byte has its high bit set and none is zero, eight bytes at a time.
    static func isASCIIWithoutNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte ≥ 0x80, or a zero byte (subtracting one borrows into its high bit).
            if word & highBits != 0 || (word &- ones) & ~word & highBits != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] == 0 || bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// The offset of the first byte that does not begin or continue a well-formed UTF-8
    /// sequence (Unicode's table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF),
    /// or the count when every sequence is well formed. ASCII runs are skipped a word at a time.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The sequence's length and the range its second byte must fall in.
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return index }
            for next in 2..<length where bytes[index + next] & 0xC0 != 0x80 { return index }
            index += length
        }
        return bytes.count
    }
}
