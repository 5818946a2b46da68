/// Reads and scans files on all cores. The result is in input order, whatever the thread count.
package enum ParallelScan {
    /// `judgingUses`: whether to judge how the code uses each type it names (see
    /// ``ReferenceUse``); without, every reference is a use.
    package static func scan(_ files: [SourceFile], judgingUses: Bool = true) -> [ScannedFile] {
        // The two paths, not the file: copying it out of the array would retain all its strings.
        // In runs of at most 8 files. A file's scan takes time in proportion to its size, and an
        // app's large files often sit together (its tests of one module): cut into 64 runs, one
        // run of woocommerce-ios held 6 % of its bytes and was among the last taken, so one core
        // scanned it alone for milliseconds while the other had nothing left to do.
        Parallel.map(files.count, longestRun: 8) { scanFile(at: files[$0].location, as: files[$0].displayPath, judgingUses: judgingUses) }
    }

    /// What a scan through the cache produced.
    package struct CachedScan: Sendable {
        /// The scans, in input order.
        package var files: [ScannedFile]
        /// The cache to save for the next run.
        package var cache: FactsCache
        /// How many files came from the cache unscanned.
        package var reused: Int
        /// True when the cache to save is the loaded one unchanged (every file's size, time and
        /// inode matched, and no file left): saving it again would write the same bytes.
        package var isUnchanged = false
        /// Each file's content hash, in input order: the one its facts were scanned from. Nil
        /// when a file could not be read (it has no entry).
        var contentHashes: [UInt64]?
    }

    /// Scans files on all cores through the cache: unchanged files are not scanned again.
    package static func scan(_ files: [SourceFile], cache: FactsCache, judgingUses: Bool = true) -> CachedScan {
        // The scans go straight into their array, each file's entry and how it was found beside
        // it (gathering tuples and then taking the scans out would copy every one).
        var outcomes = [(entry: FactsCache.Entry?, reused: Bool, untouched: Bool)](repeating: (nil, false, false), count: files.count)
        let scanned = outcomes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [ScannedFile]() }
            let slots = Slots(base: base)
            return Parallel.map(files.count) { index in
                let (file, entry, reused, untouched) = cache.scan(at: files[index].location, as: files[index].displayPath, judgingUses: judgingUses)
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
        let hashes = outcomes.contains { $0.entry == nil } ? nil : outcomes.map { $0.entry!.contentHash }
        return CachedScan(files: scanned, cache: updated, reused: outcomes.count { $0.reused }, isUnchanged: unchanged, contentHashes: hashes)
    }

    /// Scans again, judging uses, the files at `indices` of `files` (the files a scan of
    /// `files` gave `scan`): on all cores, through the cache when there is one, whose entries
    /// for them are then the judged facts. Returns the judged scans, in the order of `indices`.
    package static func judgeUses(at indices: [Int], of files: [SourceFile], scan: inout CachedScan?) -> [ScannedFile] {
        guard let cache = scan?.cache else {
            return Parallel.map(indices.count) { scanFile(at: files[indices[$0]].location, as: files[indices[$0]].displayPath) }
        }
        let judged = Parallel.map(indices.count) { cache.scan(at: files[indices[$0]].location, as: files[indices[$0]].displayPath) }
        for (position, index) in indices.enumerated() {
            guard let entry = judged[position].1 else { continue }
            scan?.cache.replace(entry, at: files[index].location)
            scan?.isUnchanged = false
        }
        return judged.map(\.0)
    }

    /// The file at `location`, reported as `displayPath`.
    static func scanFile(at location: String, as displayPath: String, judgingUses: Bool = true) -> ScannedFile {
        switch FileReader.read(location) {
        case .success(let bytes):
            return scanFile(bytes, as: displayPath, judgingUses: judgingUses)
        case .failure(let reason):
            return ScannedFile(
                path: displayPath,
                problems: [ScanProblem(kind: .unreadable, location: SourceLocation(line: 1, column: 1), detail: reason.message)])
        }
    }

    static func scanFile(_ bytes: [UInt8], as displayPath: String, judgingUses: Bool = true) -> ScannedFile {
        bytes.withUnsafeBufferPointer { buffer in
            switch TextCheck.firstProblem(in: buffer) {
            case .nulByte(let offset)?:
                let location = LineTable(bytes: UnsafeBufferPointer(rebasing: buffer[..<offset])).location(of: offset)
                return ScannedFile(path: displayPath, problems: [ScanProblem(kind: .binary, location: location)], byteCount: buffer.count)
            case .invalidUTF8(let offset)?:
                var scanned = Scanner.scan(bytes: buffer, path: displayPath, judgingUses: judgingUses)
                let location = LineTable(bytes: UnsafeBufferPointer(rebasing: buffer[..<offset])).location(of: offset)
                scanned.problems.insert(ScanProblem(kind: .notUTF8, location: location), at: 0)
                return scanned
            case nil:
                return Scanner.scan(bytes: buffer, path: displayPath, judgingUses: judgingUses)
            }
        }
    }
}
