#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Scan results of an earlier run, reused for files that have not changed, so a re-run does only
/// graph assembly and checking.
///
/// A file is unchanged when its size, modification time and inode match the entry (no read at
/// all), or else when its content hash matches (one read, no scan). The cache also keeps the
/// folders' listings, so a warm run need not read folders that have not changed (see
/// ``FolderListings``), and the parsed Xcode projects and package manifests, so a warm run
/// parses none that has not changed (see ``ParsedDescriptions``), and the last run's
/// classification under a key of everything it was made from, so a run whose project and rules
/// are unchanged does not classify again (see ``classification(for:)``). The cache is
/// one file, written atomically; one written by another tool version, or damaged in any way, is
/// ignored and rebuilt, never trusted.
package struct FactsCache: Sendable {
    /// Bump when the encoding or the meaning of a fact changes.
    static let formatVersion = 19
    static let magic: [UInt8] = Array("ARCHLINT-FACTS".utf8)

    struct Entry: Sendable {
        var size: Int
        var modified: Int
        var inode: Int
        var contentHash: UInt64
        /// The encoded ``ScannedFile``.
        var facts: EncodedFacts
    }

    /// In the byte order of their files' paths, found by binary search: loading the cache
    /// makes no string, hashes and copies no path, it only notes where each entry is.
    private(set) var entries: [Entry] = []
    /// Each entry's file path (as opened), UTF-8: where it is in the loaded cache file (never
    /// copied out of it), or the bytes of a path given.
    private var paths: [EncodedFacts] = []
    /// Folder listings by folder path.
    private(set) var folders: [String: FolderListing] = [:]
    /// Parsed project files by standardized path.
    private(set) var descriptions: [String: ParsedDescriptions.Entry] = [:]
    /// The encoded classification of the run that wrote the cache, with the key of what it was
    /// made from (see ``Pipeline/classificationKey(_:files:contentHashes:rules:)``).
    private var classification: (key: UInt64, encoded: EncodedFacts)?
    /// The tool version the cache is valid for.
    let salt: String

    package init(salt: String) {
        self.salt = salt
    }

    /// A cache of `entries` by file path, in any order; of a path given twice, the first entry.
    init(salt: String, entries unordered: [(path: String, entry: Entry)]) {
        self.salt = salt
        let utf8 = unordered.map { Array($0.path.utf8) }
        var order = Array(unordered.indices)
        // Discovery gives one folder's files in byte order already; several folders or
        // modules need sorting.
        let isSorted = utf8.indices.dropFirst().allSatisfy { Self.compare(utf8[$0 - 1][...], utf8[$0][...]) < 0 }
        if !isSorted {
            // Stable: of equal paths, the first given comes first.
            order.sort { (Self.compare(utf8[$0][...], utf8[$1][...]), $0) < (0, $1) }
        }
        entries.reserveCapacity(order.count)
        paths.reserveCapacity(order.count)
        for (position, index) in order.enumerated() {
            if position > 0, Self.compare(utf8[order[position - 1]][...], utf8[index][...]) == 0 { continue }
            entries.append(unordered[index].entry)
            paths.append(.fresh(utf8[index]))
        }
    }

    /// The cache at `path`, or an empty one when there is none, it is unreadable, or it was
    /// written by another version.
    package static func load(from path: String, salt: String) -> FactsCache {
        var cache = FactsCache(salt: salt)
        // Mapped, not read: the facts are decoded where the file is, a million lines' cache is
        // never copied, and no fresh memory is zeroed for it.
        guard let file = MappedFile(path), let (payloadStart, checksum) = header(of: file.bytes, salt: salt) else { return cache }
        // The payload is checked against its checksum (a flipped bit anywhere rejects the cache)
        // while its parts are read, on the cores: the folder listings and the parsed project
        // files, which come first, each with its length, and the entries. The reading trusts nothing it reads (every length and
        // index is checked), and what it read is dropped unless the checksum matches.
        var folderReader = ByteReader(file.bytes, position: payloadStart)
        guard let folderLength = try? folderReader.count() else { return cache }
        let folderSection = folderReader.position..<(folderReader.position + folderLength)
        var descriptionReader = ByteReader(file.bytes, position: folderSection.upperBound)
        guard let descriptionLength = try? descriptionReader.count() else { return cache }
        let descriptionSection = descriptionReader.position..<(descriptionReader.position + descriptionLength)
        var classificationReader = ByteReader(file.bytes, position: descriptionSection.upperBound)
        guard let classificationLength = try? classificationReader.count() else { return cache }
        let classificationSection = classificationReader.position..<(classificationReader.position + classificationLength)
        let ((intact, folders, descriptions), entries) = Parallel.pair({
            (ContentHash.of(UnsafeBufferPointer(rebasing: file.bytes[payloadStart...])) == checksum,
             folderListings(in: file, folderSection), parsedDescriptions(in: file, descriptionSection))
        }, {
            self.entries(in: file, from: classificationSection.upperBound)
        })
        guard intact, let folders, let descriptions, let entries else { return cache }
        // The classification is decoded only when a run's key matches.
        if classificationLength >= 8 {
            var reader = ByteReader(file.bytes, position: classificationSection.lowerBound)
            if let key = try? reader.raw() {
                cache.classification = (key, .mapped(file, reader.position..<classificationSection.upperBound))
            }
        }
        cache.entries = entries.entries
        cache.paths = entries.paths
        cache.folders = folders
        cache.descriptions = descriptions
        return cache
    }

    /// Where the payload starts and its checksum, when `bytes` begin with this version's header
    /// for `salt`.
    private static func header(of bytes: UnsafeBufferPointer<UInt8>, salt: String) -> (payloadStart: Int, checksum: UInt64)? {
        guard bytes.count > magic.count, Array(bytes[0..<magic.count]) == magic else { return nil }
        var reader = ByteReader(bytes, position: magic.count)
        guard let version = try? reader.int(), version == formatVersion,
              let written = try? reader.string(), written == salt,
              let checksum = try? reader.raw() else { return nil }
        return (reader.position, checksum)
    }

    /// The folder listings written in `section`, or nil when it holds anything else.
    private static func folderListings(in file: MappedFile, _ section: Range<Int>) -> [String: FolderListing]? {
        var reader = ByteReader(UnsafeBufferPointer(rebasing: file.bytes[..<section.upperBound]), position: section.lowerBound)
        do throws(ByteReader.Malformed) {
            let count = try reader.count()
            // Made at its size: grown by doubling, it would hash every path again at each step.
            var folders = [String: FolderListing](minimumCapacity: count)
            for _ in 0..<count {
                let path = try reader.string()
                let stamp = FolderListing.Stamp(modified: try reader.int(), inode: try reader.int())
                var names: [String] = []
                for _ in 0..<(try reader.count()) { names.append(try reader.string()) }
                folders[path] = FolderListing(stamp: stamp, names: names)
            }
            return reader.isAtEnd ? folders : nil
        } catch {
            return nil
        }
    }

    /// The parsed project files written in `section`, noted where they are (decoded when a run
    /// asks for one), or nil when it holds anything else.
    private static func parsedDescriptions(in file: MappedFile, _ section: Range<Int>) -> [String: ParsedDescriptions.Entry]? {
        var reader = ByteReader(UnsafeBufferPointer(rebasing: file.bytes[..<section.upperBound]), position: section.lowerBound)
        do throws(ByteReader.Malformed) {
            var descriptions: [String: ParsedDescriptions.Entry] = [:]
            for _ in 0..<(try reader.count()) {
                let path = try reader.string()
                let size = try reader.int(), modified = try reader.int(), inode = try reader.int()
                let hash = try reader.raw()
                let encoded = try reader.stringBytes()
                descriptions[path] = ParsedDescriptions.Entry(
                    size: size, modified: modified, inode: inode, contentHash: hash, encoded: .mapped(file, encoded))
            }
            return reader.isAtEnd ? descriptions : nil
        } catch {
            return nil
        }
    }

    private typealias Entries = (entries: [Entry], paths: [EncodedFacts])

    /// The entries from `start` to the end of the file, noted where they are (not decoded), or
    /// nil when they are malformed.
    private static func entries(in file: MappedFile, from start: Int) -> Entries? {
        let buffer = file.bytes
        var reader = ByteReader(buffer, position: start)
        do throws(ByteReader.Malformed) {
            let count = try reader.count()
            var entries: [Entry] = []
            var paths: [EncodedFacts] = []
            entries.reserveCapacity(count)
            paths.reserveCapacity(count)
            var previous: Range<Int>?
            for _ in 0..<count {
                let path = try reader.stringBytes()
                // Strictly in byte order, or binary search would miss entries.
                if let previous, compare(UnsafeBufferPointer(rebasing: buffer[previous]), UnsafeBufferPointer(rebasing: buffer[path])) >= 0 { return nil }
                previous = path
                paths.append(.mapped(file, path))
                let size = try reader.int(), modified = try reader.int(), inode = try reader.int()
                let hash = try reader.raw()
                let facts = try reader.stringBytes()
                entries.append(Entry(size: size, modified: modified, inode: inode, contentHash: hash, facts: .mapped(file, facts)))
            }
            return reader.isAtEnd ? (entries, paths) : nil
        } catch {
            return nil
        }
    }

    /// Writes the cache atomically (a temporary file renamed into place).
    package func save(to path: String) throws(AtomicFile.Failure) {
        // The folder listings first, with their length: a run reads them and the entries at once.
        var listings = ByteWriter()
        listings.reserve(folders.reduce(0) { total, folder in
            total + folder.key.utf8.count + 32 + folder.value.names.reduce(0) { $0 + $1.utf8.count + 2 }
        })
        listings.int(folders.count)
        for path in folders.keys.sorted() {
            let listing = folders[path]!
            listings.string(path)
            listings.int(listing.stamp.modified)
            listings.int(listing.stamp.inode)
            listings.int(listing.names.count)
            for name in listing.names { listings.string(name) }
        }
        var parsed = ByteWriter()
        parsed.int(descriptions.count)
        for path in descriptions.keys.sorted() {
            let entry = descriptions[path]!
            parsed.string(path)
            parsed.int(entry.size)
            parsed.int(entry.modified)
            parsed.int(entry.inode)
            parsed.raw(entry.contentHash)
            entry.encoded.withBytes { encoded in
                parsed.int(encoded.count)
                parsed.append(encoded)
            }
        }
        var classified = ByteWriter()
        if let classification {
            classified.raw(classification.key)
            classification.encoded.withBytes { classified.append($0) }
        }
        var payload = ByteWriter()
        // Made at its size, not grown by doubling: a million lines' payload is 11 MB, and each
        // doubling would copy it into fresh memory (19 MB of it in all).
        payload.reserve(paths.reduce(0) { $0 + $1.count } + entries.reduce(0) { $0 + $1.facts.count + 48 } + listings.bytes.count + parsed.bytes.count + classified.bytes.count + 30)
        payload.int(listings.bytes.count)
        payload.append(listings.bytes)
        payload.int(parsed.bytes.count)
        payload.append(parsed.bytes)
        payload.int(classified.bytes.count)
        payload.append(classified.bytes)
        payload.int(entries.count)
        for (index, entry) in entries.enumerated() {
            paths[index].withBytes { path in
                payload.int(path.count)
                payload.append(path)
            }
            payload.int(entry.size)
            payload.int(entry.modified)
            payload.int(entry.inode)
            payload.raw(entry.contentHash)
            entry.facts.withBytes { facts in
                payload.int(facts.count)
                payload.append(facts)
            }
        }
        var writer = ByteWriter()
        writer.append(Self.magic)
        writer.int(Self.formatVersion)
        writer.string(salt)
        writer.raw(payload.bytes.withUnsafeBufferPointer(ContentHash.of))
        // The header and the payload go out as two parts: the payload, the bulk, is never copied.
        try AtomicFile.write(parts: [writer.bytes, payload.bytes], to: path)
    }

    /// The scan of the file at `location` (reported as `displayPath`), from the cache when it is
    /// unchanged, else fresh; with the entry to keep for next time, and whether that entry is the
    /// cached one as it was (`untouched`). Safe to call from many threads at once.
    /// `judgingUses`: whether the facts must say how the code uses each type it names; cached
    /// facts that do not (``ScannedFile/usesAreJudged``) are then scanned again.
    func scan(at location: String, as displayPath: String, judgingUses: Bool = true) -> (ScannedFile, Entry?, reused: Bool, untouched: Bool) {
        var info = stat()
        guard stat(location, &info) == 0 else {
            return (ParallelScan.scanFile(at: location, as: displayPath, judgingUses: judgingUses), nil, false, false)
        }
        let size = Int(info.st_size)
        #if canImport(Darwin)
        let modified = Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
        let inode = Int(truncatingIfNeeded: info.st_ino)
        let cached = entry(at: location)

        // Facts that lack the judged uses asked for are as good as none.
        if let cached, cached.size == size, cached.modified == modified, cached.inode == inode,
           let facts = Self.decode(cached.facts, path: displayPath), facts.usesAreJudged || !judgingUses {
            return (facts, cached, true, true)
        }
        guard case .success(let bytes) = FileReader.read(location) else {
            return (ParallelScan.scanFile(at: location, as: displayPath, judgingUses: judgingUses), nil, false, false)
        }
        let hash = bytes.withUnsafeBufferPointer(ContentHash.of)
        if let cached, cached.contentHash == hash, cached.size == bytes.count, let facts = Self.decode(cached.facts, path: displayPath),
           facts.usesAreJudged || !judgingUses {
            var refreshed = cached
            refreshed.modified = modified
            refreshed.inode = inode
            return (facts, refreshed, true, false)
        }
        let facts = ParallelScan.scanFile(bytes, as: displayPath, judgingUses: judgingUses)
        var writer = ByteWriter()
        FactsCoding.encode(facts, into: &writer)
        return (facts, Entry(size: bytes.count, modified: modified, inode: inode, contentHash: hash, facts: .fresh(writer.bytes)), false, false)
    }

    /// The facts decoded, the file given `path`.
    private static func decode(_ facts: EncodedFacts, path: String) -> ScannedFile? {
        facts.withBytes { buffer in
            var reader = ByteReader(buffer)
            guard let file = try? FactsCoding.decode(&reader, path: path), reader.isAtEnd else { return nil }
            return file
        }
    }

    /// The entry of the file at `location`.
    private func entry(at location: String) -> Entry? {
        index(of: location).map { entries[$0] }
    }

    /// The place of the entry of the file at `location`, by binary search over the paths' bytes.
    private func index(of location: String) -> Int? {
        var location = location
        return location.withUTF8 { key in
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                let order = paths[middle].withBytes { Self.compare($0, key) }
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// The byte order of two paths: negative, zero or positive.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    private static func compare(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in compare(a, b) } }
    }

    /// The folder listings kept, for a walk to reuse and add to.
    package var folderListings: FolderListings { FolderListings(known: folders) }

    /// Keeps the listings a walk recorded (in place of those it was given).
    package mutating func keepFolders(_ listings: FolderListings) { folders = listings.found }

    /// The parsed project files kept, for a run to reuse and add to.
    package var parsedDescriptions: ParsedDescriptions { ParsedDescriptions(known: descriptions) }

    /// Keeps the parsed project files a run read (in place of those it was given).
    package mutating func keepDescriptions(_ parsed: ParsedDescriptions) { descriptions = parsed.found }

    /// The encoded classification kept under `key` (see ``Classification/encode(into:)``);
    /// nil when the cache keeps another key's, or none.
    func classification(for key: UInt64) -> EncodedFacts? {
        guard let classification, classification.key == key else { return nil }
        return classification.encoded
    }

    /// The key of the classification kept, if any.
    var classificationKey: UInt64? { classification?.key }

    /// Keeps an encoded classification under `key`, in place of the one kept.
    mutating func keepClassification(_ encoded: [UInt8], key: UInt64) {
        classification = (key, .fresh(encoded))
    }

    /// How many files the cache holds.
    var count: Int { entries.count }

    /// Puts `entry` in place of the entry of the file at `location`, when the cache has one.
    mutating func replace(_ entry: Entry, at location: String) {
        guard let found = index(of: location) else { return }
        entries[found] = entry
    }
}
