import Foundation
import Testing
@testable import ArchLintKit

/// The facts cache: unchanged files are not scanned again, changed ones are, and a damaged or
/// foreign cache is ignored.
@Suite struct FactsCacheTests {
    private let exampleFolder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path + "/Examples/VIPERUsers/Sources/VIPERUsers"
    }()

    private func copyOfExample() throws -> String {
        let root = NSTemporaryDirectory() + "archlint-cache-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: exampleFolder, toPath: root)
        return root
    }

    @Test func encodingRoundTripsEveryFact() throws {
        let files = try SourceDiscovery.swiftFiles(under: [exampleFolder])
        var scanned = ParallelScan.scan(files)
        scanned[0].problems.append(ScanProblem(kind: .unreadable, location: SourceLocation(line: 1, column: 1), detail: "Permission denied"))
        scanned[1].generatedMarker = "Generated using SwiftGen"
        scanned[0].declarations[0].publicVariables.append(PublicVariable(name: "count", location: SourceLocation(line: 2, column: 16)))
        let decoded = try scanned.map { file in
            var writer = ByteWriter()
            FactsCoding.encode(file, into: &writer)
            return try writer.bytes.withUnsafeBufferPointer { buffer in
                var reader = ByteReader(buffer)
                let result = try FactsCoding.decode(&reader)
                #expect(reader.isAtEnd)
                return result
            }
        }
        #expect(ScanReporter.renderJSON(decoded) == ScanReporter.renderJSON(scanned))
        #expect(decoded.map(\.directives) == scanned.map(\.directives))
        #expect(decoded.map(\.problems) == scanned.map(\.problems))
        #expect(decoded.map(\.generatedMarker) == scanned.map(\.generatedMarker))
        #expect(decoded.map { $0.declarations.map(\.storedProperties) } == scanned.map { $0.declarations.map(\.storedProperties) })
        #expect(scanned.contains { $0.declarations.contains { !$0.storedProperties.isEmpty } })
        #expect(decoded.map { $0.declarations.map(\.publicVariables) } == scanned.map { $0.declarations.map(\.publicVariables) })
    }

    @Test func numbersOfEveryLengthRoundTrip() throws {
        // One byte (most of them) and longer, at every boundary of the variable-length form.
        let values = [0, 1, 127, 128, 255, 16_383, 16_384, 2_097_151, 2_097_152, Int(Int32.max), Int.max, -1, Int.min]
        var writer = ByteWriter()
        for value in values { writer.int(value) }
        let read = try writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            let read = try values.map { _ in try reader.int() }
            #expect(reader.isAtEnd)
            return read
        }
        #expect(read == values)
        // A number cut short is malformed, not read past the end.
        var long = ByteWriter()
        long.int(16_384)
        #expect(throws: ByteReader.Malformed.self) {
            try Array(long.bytes.dropLast()).withUnsafeBufferPointer { buffer in
                var reader = ByteReader(buffer)
                _ = try reader.int()
            }
        }
    }

    /// Locations are kept in 32 bits: every line and column a file can have reads back as
    /// written, and a number beyond that range (a damaged cache, a 2 GB line) is clamped, never a crash.
    @Test func locationsKeepEveryLineAFileCanHaveAndClampBeyond() {
        let largest = SourceLocation(line: Int(Int32.max), column: 1_000_000)
        #expect(largest.line == Int(Int32.max) && largest.column == 1_000_000)
        #expect(SourceLocation(line: Int.max, column: Int.min) == SourceLocation(line: Int(Int32.max), column: Int(Int32.min)))
        #expect(SourceLocation(line: 2, column: 1) < SourceLocation(line: 2, column: 2))
        #expect(SourceLocation(line: 1, column: 900) < SourceLocation(line: 2, column: 1))
        var moved = SourceLocation(line: 7, column: 3)
        moved.line += 1
        moved.column = Int.max
        #expect(moved.description == "8:\(Int32.max)")
    }

    @Test func aNameMentionedManyTimesIsStoredOnce() throws {
        let source = """
            protocol UserListInteractorProtocol {}
            final class UserListPresenter {
                let interactor: UserListInteractorProtocol
                init(interactor: UserListInteractorProtocol) { self.interactor = interactor }
                func swap(_ other: UserListInteractorProtocol) -> UserListInteractorProtocol { other }
            }
            """
        let file = source.utf8.withContiguousStorageIfAvailable { Scanner.scan(bytes: $0, path: "Presenter.swift") }!
        #expect(file.declarations[1].references.map(\.name) == Array(repeating: "UserListInteractorProtocol", count: 4))
        var writer = ByteWriter()
        FactsCoding.encode(file, into: &writer)
        let name = Array("UserListInteractorProtocol".utf8)
        let occurrences = writer.bytes.indices.filter { writer.bytes[$0...].starts(with: name) }
        #expect(occurrences.count == 1)
    }

    @Test func anIndexOutsideTheStringTableIsMalformed() {
        // A path, a table of one string, 3 lines of 40 bytes, then an import whose module is
        // string number 5.
        var writer = ByteWriter()
        writer.string("A.swift")
        writer.int(1)
        writer.string("Foundation")
        writer.int(3)
        writer.int(40)
        writer.int(1)
        writer.int(5)
        let decoded = writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            return try? FactsCoding.decode(&reader)
        }
        #expect(decoded == nil)
    }

    @Test func aWarmRunReusesEveryUnchangedFileAndRescansAnEditedOne() throws {
        let root = try copyOfExample()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = root + "/.facts-cache"
        let files = try SourceDiscovery.swiftFiles(under: [root])

        let cold = ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "test"))
        #expect(cold.reused == 0)
        try cold.cache.save(to: cachePath)

        let warm = ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "test"))
        #expect(warm.reused == files.count)
        #expect(ScanReporter.renderJSON(warm.files) == ScanReporter.renderJSON(cold.files))

        let edited = root + "/Entity.swift"
        try "import Foundation\n\nstruct User: Codable {\n    let name: String\n    let email: String\n}\n"
            .write(toFile: edited, atomically: true, encoding: .utf8)
        let afterEdit = ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "test"))
        #expect(afterEdit.reused == files.count - 1)
        #expect(ScanReporter.renderJSON(afterEdit.files) == ScanReporter.renderJSON(ParallelScan.scan(files)))
    }

    @Test func aTouchedButUnchangedFileIsReusedByItsContentHash() throws {
        let root = try copyOfExample()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = root + "/.facts-cache"
        let files = try SourceDiscovery.swiftFiles(under: [root])
        try ParallelScan.scan(files, cache: FactsCache(salt: "test")).cache.save(to: cachePath)

        let entity = root + "/Entity.swift"
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: entity)
        #expect(ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "test")).reused == files.count)
    }

    @Test func aDamagedOrForeignCacheIsIgnored() throws {
        let root = try copyOfExample()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = root + "/.facts-cache"
        let files = try SourceDiscovery.swiftFiles(under: [root])
        try ParallelScan.scan(files, cache: FactsCache(salt: "1.0")).cache.save(to: cachePath)
        #expect(FactsCache.load(from: cachePath, salt: "1.0").entries.count == files.count)

        #expect(FactsCache.load(from: cachePath, salt: "2.0").entries.isEmpty)

        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: cachePath)))
        bytes[bytes.count / 2] ^= 0x20
        try Data(bytes).write(to: URL(fileURLWithPath: cachePath))
        #expect(FactsCache.load(from: cachePath, salt: "1.0").entries.isEmpty)

        bytes.removeLast(7)
        try Data(bytes).write(to: URL(fileURLWithPath: cachePath))
        #expect(FactsCache.load(from: cachePath, salt: "1.0").entries.isEmpty)

        try Data("not a cache at all".utf8).write(to: URL(fileURLWithPath: cachePath))
        let rebuilt = ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "1.0"))
        #expect(rebuilt.reused == 0)
        #expect(ScanReporter.renderJSON(rebuilt.files) == ScanReporter.renderJSON(ParallelScan.scan(files)))
    }

    /// The cache is mapped, not read: an empty file or a folder in its place is no cache, and a
    /// cache saved over the one loaded (as the next run does) leaves the loaded one whole.
    @Test func aLoadedCacheOutlivesTheFileItWasMappedFrom() throws {
        let root = try copyOfExample()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cachePath = root + "/.facts-cache"
        let files = try SourceDiscovery.swiftFiles(under: [root])
        let fresh = ParallelScan.scan(files)

        #expect(FileManager.default.createFile(atPath: cachePath, contents: Data()))
        #expect(FactsCache.load(from: cachePath, salt: "1.0").entries.isEmpty)
        try FileManager.default.removeItem(atPath: cachePath)
        try FileManager.default.createDirectory(atPath: cachePath, withIntermediateDirectories: false)
        #expect(FactsCache.load(from: cachePath, salt: "1.0").entries.isEmpty)
        try FileManager.default.removeItem(atPath: cachePath)

        try ParallelScan.scan(files, cache: FactsCache(salt: "1.0")).cache.save(to: cachePath)
        let loaded = FactsCache.load(from: cachePath, salt: "1.0")
        try FactsCache(salt: "1.0").save(to: cachePath)
        try FileManager.default.removeItem(atPath: cachePath)
        let warm = ParallelScan.scan(files, cache: loaded)
        #expect(warm.reused == files.count)
        #expect(ScanReporter.renderJSON(warm.files) == ScanReporter.renderJSON(fresh))
        // Where a file system cannot map files, the cache is read: the same bytes.
        #expect(MappedFile(root + "/Missing.swift") == nil)
        let mapped = try #require(MappedFile(root + "/Entity.swift"))
        let read = try #require(MappedFile(root + "/Entity.swift", mapping: false))
        #expect(Array(mapped.bytes) == Array(read.bytes))
        #expect(Array(read.bytes) == Array(try Data(contentsOf: URL(fileURLWithPath: root + "/Entity.swift"))))
        // Saved again from the loaded entries, the bytes are the same facts.
        try warm.cache.save(to: cachePath)
        #expect(ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "1.0")).reused == files.count)
    }

    /// Entries are found by binary search over their paths' bytes: files given in any order
    /// (several folders, several modules, names past ASCII) are all found again.
    @Test func filesInAnyOrderAreAllFoundAgain() throws {
        let root = NSTemporaryDirectory() + "archlint-cache-order-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        for name in ["Zeta/Z.swift", "Zeta/e.swift", "Zeta/\u{C9}cran.swift", "Alpha/A.swift", "Alpha/B/b.swift", "Alpha/B-c.swift"] {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "struct T {}\n".write(toFile: path, atomically: true, encoding: .utf8)
        }
        // Two paths, the later one first: the files come in no byte order.
        let files = try SourceDiscovery.swiftFiles(under: [root + "/Zeta", root + "/Alpha"])
        #expect(files.map(\.location) != files.map(\.location).sorted())
        let cachePath = root + ".facts-cache"
        defer { try? FileManager.default.removeItem(atPath: cachePath) }
        try ParallelScan.scan(files, cache: FactsCache(salt: "test")).cache.save(to: cachePath)

        let warm = ParallelScan.scan(files, cache: FactsCache.load(from: cachePath, salt: "test"))
        #expect(warm.reused == files.count)
        #expect(warm.isUnchanged)
        // And one at a time, each alone.
        for file in files {
            #expect(ParallelScan.scan([file], cache: FactsCache.load(from: cachePath, salt: "test")).reused == 1)
        }
        // A file given twice is kept once: the cache stays loadable.
        try ParallelScan.scan(files + [files[2], files[0]], cache: FactsCache(salt: "test")).cache.save(to: cachePath)
        #expect(FactsCache.load(from: cachePath, salt: "test").entries.count == files.count)
    }

    /// A cache whose entries are out of order (not one this tool writes) is ignored: binary
    /// search would miss entries in it.
    @Test func aCacheWithEntriesOutOfOrderIsIgnored() throws {
        func payload(_ paths: [String]) -> [UInt8] {
            var payload = ByteWriter()
            // No folder listings (a section of one byte: the count 0), then the entries.
            payload.int(1)
            payload.int(0)
            // No parsed project files either, and no classification (an empty section).
            payload.int(1)
            payload.int(0)
            payload.int(0)
            payload.int(paths.count)
            for path in paths {
                payload.string(path)
                payload.int(10)
                payload.int(1_000)
                payload.int(7)
                payload.raw(42)
                payload.int(0)
            }
            return payload.bytes
        }
        func cache(_ paths: [String]) throws -> FactsCache {
            let body = payload(paths)
            var writer = ByteWriter()
            writer.append(FactsCache.magic)
            writer.int(FactsCache.formatVersion)
            writer.string("test")
            writer.raw(body.withUnsafeBufferPointer(ContentHash.of))
            writer.append(body)
            let path = NSTemporaryDirectory() + "archlint-cache-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Data(writer.bytes).write(to: URL(fileURLWithPath: path))
            return FactsCache.load(from: path, salt: "test")
        }
        #expect(try cache(["/app/A.swift", "/app/B.swift"]).entries.count == 2)
        #expect(try cache(["/app/B.swift", "/app/A.swift"]).entries.isEmpty)
        #expect(try cache(["/app/A.swift", "/app/A.swift"]).entries.isEmpty)
    }

    /// Any one bit flipped, in any position of the words, lanes and tail, and any length gives
    /// another hash: what tells an edited file, or a damaged cache, from an intact one.
    @Test func theContentHashSeesEveryBitAndTheLength() {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        let bytes: [UInt8] = (0..<101).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 33)
        }
        for length in [0, 1, 7, 8, 31, 32, 33, 64, 100, 101] {
            let original = Array(bytes.prefix(length))
            let hash = original.withUnsafeBufferPointer(ContentHash.of)
            var seen: Set<UInt64> = [hash]
            for bit in 0..<(length * 8) {
                var flipped = original
                flipped[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
                seen.insert(flipped.withUnsafeBufferPointer(ContentHash.of))
            }
            #expect(seen.count == length * 8 + 1, "length \(length)")
            // The same bytes and one zero byte more, or one byte fewer: other hashes.
            #expect((original + [0]).withUnsafeBufferPointer(ContentHash.of) != hash)
            if length > 0 { #expect(Array(original.dropLast()).withUnsafeBufferPointer(ContentHash.of) != hash) }
        }
    }

    /// The hash of given bytes stays what it was (caches written before hold it), for every
    /// length of the last bytes that fill no word: none, one to three, four to seven.
    @Test func theContentHashOfGivenBytesIsFixed() {
        let bytes = Array("ProjectBuilder.indexedNames".utf8)
        let expected: [(length: Int, hash: UInt64)] = [
            (0, 0x4784_8A77_C295_3AD8), (1, 0xB49B_18B4_AD7F_4BF7), (2, 0x7D15_EB40_57DE_4AA9), (3, 0x6C3F_BDB9_B915_699E),
            (4, 0x9B98_2D52_A948_15CE), (5, 0xB983_1945_9B3A_6C6C), (6, 0xCE02_16FE_839E_C856), (7, 0x2811_F1DD_995E_EC62),
            (8, 0x8980_7D09_9548_F283), (9, 0xDB43_BF4C_19B1_4F5A), (15, 0x5E42_7D16_65CA_C913), (16, 0xE3EA_099C_DFB1_036E),
            (27, 0x3FD3_1261_E84F_E534),
        ]
        for (length, hash) in expected {
            #expect(Array(bytes.prefix(length)).withUnsafeBufferPointer(ContentHash.of) == hash, "length \(length)")
        }
    }
}

/// The classification the cache keeps: every field read back as written, and taken only by a run
/// of the same project and rules.
@Suite struct CachedClassificationTests {
    private static let fixtures: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.path + "/Fixtures/"
    }()

    @Test func everyFieldRoundTrips() throws {
        var shown = (extensionCode: false, areas: false, readings: false, vocabularies: false)
        for (fixture, preset) in [("mixed/Podcasts", nil), ("weak-signals", "mvvm"), ("structure", "mvvm"), ("scopes", "mvvm"), ("viper", "viper")] {
            let folder = Self.fixtures + fixture
            let rules = try preset.map { try RulesParser.presets([$0]) } ?? RulesParser.parse(try String(contentsOfFile: folder + "/.archlint.rules", encoding: .utf8), file: ".archlint.rules")
            let classification = Pipeline.run(try SourceDiscovery.swiftFiles(under: [folder]), rules: rules).classification
            var writer = ByteWriter()
            classification.encode(into: &writer)
            let decoded = try writer.bytes.withUnsafeBufferPointer { buffer in
                var reader = ByteReader(buffer)
                let decoded = try Classification.decode(&reader, typeCount: classification.assignments.count)
                #expect(reader.isAtEnd)
                return decoded
            }
            #expect(!classification.assignments.isEmpty)
            // Every stored property, the evidence's parts included.
            #expect(decoded.assignments.map { String(describing: $0) } == classification.assignments.map { String(describing: $0) })
            #expect(decoded.extensionCode == classification.extensionCode)
            #expect(decoded.dataRoles == classification.dataRoles)
            #expect(decoded.areas == classification.areas)
            #expect(decoded.readings == classification.readings)
            #expect(decoded.vocabularies == classification.vocabularies)
            shown.extensionCode = shown.extensionCode || !classification.extensionCode.isEmpty
            shown.areas = shown.areas || !classification.areas.isEmpty
            shown.readings = shown.readings || !classification.readings.isEmpty
            shown.vocabularies = shown.vocabularies || !classification.vocabularies.isEmpty
        }
        // The fixtures exercise every field.
        #expect(shown.extensionCode && shown.areas && shown.readings && shown.vocabularies)
    }

    @Test func aRunOfTheSameProjectAndRulesTakesTheKeptClassification() throws {
        let folder = Self.fixtures + "viper"
        let files = try SourceDiscovery.swiftFiles(under: [folder])
        let rules = try RulesParser.presets(["viper"])
        // Every use judged at once: no file is scanned again after the first run.
        let first = Pipeline.run(files, rules: rules, cache: FactsCache(salt: "test"), judgingEveryUse: true)
        #expect(!first.result.violations.isEmpty)
        var cache = try #require(first.scan).cache
        let key = try #require(cache.classificationKey)
        var doctored = try #require(cache.classification(for: key).flatMap { Classification.decoded($0, typeCount: first.result.project.types.count) })
        for id in doctored.assignments.indices { doctored.assignments[id].role = nil }
        var writer = ByteWriter()
        doctored.encode(into: &writer)
        cache.keepClassification(writer.bytes, key: key)
        let second = Pipeline.run(files, rules: rules, cache: cache, judgingEveryUse: true)
        #expect(second.result.classification.assignments.allSatisfy { $0.role == nil })
        #expect(second.result.violations.isEmpty)
        // The same rules read from another file: classified again.
        let renamed = try RulesParser.parse("use viper", file: "other.rules")
        let third = Pipeline.run(files, rules: renamed, cache: cache, judgingEveryUse: true)
        #expect(third.result.violations.map(\.diagnostic.description) == first.result.violations.map(\.diagnostic.description))
    }
}
