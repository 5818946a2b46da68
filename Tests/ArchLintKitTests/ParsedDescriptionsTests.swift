import Foundation
import Testing
@testable import ArchLintKit

/// The facts cache keeps parsed projects and manifests exactly, and hands them back only for
/// files that have not changed.
@Suite struct ParsedDescriptionsTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/Fixtures/xcode-app"

    @Test func aParsedProjectAndManifestRoundTripExactly() throws {
        let project = try XcodeProject.read(bundle: Self.fixture + "/Shop.xcodeproj", workingDirectory: "/")
        #expect(project.targets.count == 5)
        var writer = ByteWriter()
        DescriptionCoding.encode(project, into: &writer)
        let decodedProject = try writer.bytes.withUnsafeBufferPointer { bytes in
            var reader = ByteReader(bytes)
            defer { #expect(reader.isAtEnd) }
            return try DescriptionCoding.decodeProject(&reader)
        }
        #expect(decodedProject == project)

        let manifest = try PackageManifest.read(file: Self.fixture + "/Packages/Catalog/Package.swift", workingDirectory: "/")
        #expect(!manifest.products.isEmpty)
        writer = ByteWriter()
        DescriptionCoding.encode(manifest, into: &writer)
        let decodedManifest = try writer.bytes.withUnsafeBufferPointer { bytes in
            var reader = ByteReader(bytes)
            defer { #expect(reader.isAtEnd) }
            return try DescriptionCoding.decodeManifest(&reader)
        }
        #expect(decodedManifest == manifest)
    }

    /// Saved and loaded, the cache gives the same project without parsing it; an edited project
    /// is parsed again; a truncated entry is never trusted.
    @Test func theCacheKeepsAProjectUntilItsFileChanges() throws {
        let folder = NSTemporaryDirectory() + "archlint-parsed-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/Shop.xcodeproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pbxproj = folder + "/Shop.xcodeproj/project.pbxproj"
        try FileManager.default.copyItem(atPath: Self.fixture + "/Shop.xcodeproj/project.pbxproj", toPath: pbxproj)
        let cachePath = folder + "/facts.cache"

        let cold = ParsedDescriptions()
        let parsed = try XcodeProject.read(bundle: folder + "/Shop.xcodeproj", workingDirectory: "/", parsed: cold)
        #expect((cold.parsedCount, cold.reusedCount, cold.isUnchanged) == (1, 0, false))
        var cache = FactsCache(salt: "test")
        cache.keepDescriptions(cold)
        try cache.save(to: cachePath)

        let warm = FactsCache.load(from: cachePath, salt: "test").parsedDescriptions
        // Found by another name, the same file: reported by the name it was found by.
        let relative = try XcodeProject.read(bundle: "Shop.xcodeproj", workingDirectory: folder, parsed: warm)
        #expect((warm.parsedCount, warm.reusedCount, warm.isUnchanged) == (0, 1, true))
        #expect(relative.file == "Shop.xcodeproj/project.pbxproj")
        var expected = parsed
        expected.file = relative.file
        #expect(relative == expected)

        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "PRODUCT_NAME = Networking;", with: "PRODUCT_NAME = NetKit;").write(toFile: pbxproj, atomically: true, encoding: .utf8)
        let edited = FactsCache.load(from: cachePath, salt: "test").parsedDescriptions
        let reread = try XcodeProject.read(bundle: folder + "/Shop.xcodeproj", workingDirectory: "/", parsed: edited)
        #expect((edited.parsedCount, edited.reusedCount, edited.isUnchanged) == (1, 0, false))
        #expect(reread.targets.map(\.moduleName) == ["Shop", "NetKit", "Share_Extension", "ShopTests", "ShopUITests"])

        // A cache cut short is not loaded at all (its checksum fails): the project is parsed.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cachePath))
        try bytes.dropLast(10).write(to: URL(fileURLWithPath: cachePath))
        let damaged = FactsCache.load(from: cachePath, salt: "test").parsedDescriptions
        _ = try XcodeProject.read(bundle: folder + "/Shop.xcodeproj", workingDirectory: "/", parsed: damaged)
        #expect((damaged.parsedCount, damaged.reusedCount) == (1, 0))
    }

    /// A project read ahead (while the folders are walked) is handed over once, as if read then:
    /// the same project, parsed and kept once; asked for by another name, it is read again.
    @Test func aProjectReadAheadIsHandedOverOnceAsIfReadThen() throws {
        let bundle = Self.fixture + "/Shop.xcodeproj"
        let expected = try XcodeProject.read(bundle: bundle, workingDirectory: "/")
        let parsed = ParsedDescriptions()
        parsed.parseAhead(projectBundle: bundle, workingDirectory: "/")
        parsed.parseAhead(projectBundle: bundle, workingDirectory: "/")
        #expect((parsed.parsedCount, parsed.reusedCount) == (1, 0))
        #expect(try XcodeProject.read(bundle: bundle, workingDirectory: "/", parsed: parsed) == expected)
        #expect((parsed.parsedCount, parsed.reusedCount) == (1, 0))
        // Handed over once: asked again, it is read again, as it would have been.
        #expect(try XcodeProject.read(bundle: bundle, workingDirectory: "/", parsed: parsed) == expected)
        #expect((parsed.parsedCount, parsed.reusedCount) == (2, 0))
    }

    /// A project that cannot be read, read ahead, fails when asked for, with the same warning.
    @Test func aDamagedProjectReadAheadFailsWithTheSameWarning() throws {
        let folder = NSTemporaryDirectory() + "archlint-ahead-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/Broken.xcodeproj", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "// !$*UTF8*$!\n{ objects = { A = { isa = PBXGroup; ".write(toFile: folder + "/Broken.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let bundle = folder + "/Broken.xcodeproj"
        let direct = #expect(throws: Diagnostic.self) { try XcodeProject.read(bundle: bundle, workingDirectory: "/") }
        let parsed = ParsedDescriptions(keeping: false)
        parsed.parseAhead(projectBundle: bundle, workingDirectory: "/")
        let ahead = #expect(throws: Diagnostic.self) { try XcodeProject.read(bundle: bundle, workingDirectory: "/", parsed: parsed) }
        #expect(ahead?.description == direct?.description)
        #expect(parsed.parsedCount == 1)
    }

    /// The walk tells of each project as it finds it, the projects the run then reads.
    @Test func theWalkTellsOfEachProjectAsItFindsIt() throws {
        var told: [String] = []
        let found = try SourceDiscovery.discover(under: [Self.fixture], projectFound: { told.append($0) })
        #expect(!told.isEmpty)
        #expect(told == found.buildFiles.projects)
    }
}
