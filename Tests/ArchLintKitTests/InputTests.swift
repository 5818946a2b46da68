import Foundation
import Testing
@testable import ArchLintKit

/// File discovery and parallel scanning: what is read, in which order, and how paths are named.
@Suite struct InputTests {
    private func makeTree(_ files: [String: String]) throws -> String {
        let root = NSTemporaryDirectory() + "archlint-input-" + UUID().uuidString
        for (relative, text) in files {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func discoveryFindsSwiftFilesSortedAndSkipsHiddenFoldersAndManifests() throws {
        let root = try makeTree([
            "Package.swift": "// manifest", "Sources/App/b.swift": "", "Sources/App/a.swift": "",
            "Sources/App/notes.md": "", ".build/checkouts/Dep/x.swift": "", "Package@swift-5.9.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }

        let files = try SourceDiscovery.swiftFiles(under: [root])
        #expect(files.map(\.relativePath) == ["Sources/App/a.swift", "Sources/App/b.swift"])
        #expect(files.map(\.displayPath) == [root + "/Sources/App/a.swift", root + "/Sources/App/b.swift"])
    }

    @Test func aFileNamedOnTheCommandLineIsReadEvenIfItIsAManifest() throws {
        let root = try makeTree(["Package.swift": "struct Manifest {}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try SourceDiscovery.swiftFiles(under: [root + "/Package.swift"])
        #expect(files.map(\.displayPath) == [root + "/Package.swift"])
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: SourceDiscovery.Failure.pathNotFound("/no/such/place")) {
            try SourceDiscovery.swiftFiles(under: ["/no/such/place"])
        }
    }

    @Test func symbolicLinkToAFolderIsNotFollowed() throws {
        let root = try makeTree(["App/View.swift": "class LoginView {}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A loop: App/Loop points back at the root.
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: root)
        let files = try SourceDiscovery.swiftFiles(under: [root])
        #expect(files.map(\.relativePath) == ["App/View.swift"])
    }

    @Test func parallelScanKeepsInputOrder() throws {
        var tree: [String: String] = [:]
        for index in 0..<64 { tree["F\(index).swift"] = "struct Type\(index) {}\n" }
        let root = try makeTree(tree)
        defer { try? FileManager.default.removeItem(atPath: root) }

        let files = try SourceDiscovery.swiftFiles(under: [root])
        let scanned = ParallelScan.scan(files)
        #expect(scanned.map(\.path) == files.map(\.displayPath))
        #expect(scanned.map { $0.declarations.first?.name } == files.map { file in
            "Type" + file.relativePath.dropFirst().dropLast(6)
        })
    }
}
