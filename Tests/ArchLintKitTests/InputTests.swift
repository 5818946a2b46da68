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

    /// Paths are taken apart without Foundation (the tool does not link it on Linux) exactly as
    /// `NSString` does.
    @Test func aPathSplitsIntoFolderAndNameAsNSStringSplitsIt() {
        for path in ["a/b/c.swift", "c.swift", "/c", "/", "", "a/b/", "a//b", "//a", "./x", "../x/y", "a/b//", "Café/Ünï.swift", "/a/b/c/"] {
            let split = System.split(path)
            #expect(split.folder == (path as NSString).deletingLastPathComponent, "\(path)")
            #expect(split.name == (path as NSString).lastPathComponent, "\(path)")
        }
    }

    /// Paths are made absolute and standardized without Foundation as `standardizedFileURL`
    /// does: against the working directory, `.` and `..` resolved by text, slashes tidied.
    @Test func aPathStandardizesAsFoundationsFileURLDoes() {
        let paths = ["a/b/c.swift", "/a/./b/../c", "/a/b/", "//a//b", "/..", "/../x", ".", "..", "./x/../../y",
                     "/a/b/../../..", "Café/Ünï.swift", "/x/.hidden/./f", "a/..", "/",
                     // Standardized already, or almost: the quick check must tell them apart.
                     "/a/b/c.swift", "/a/.", "/a/..", "/.x/..y/...", "/a//", "/.", "/a/./b", "/a/../b"]
        for path in paths {
            #expect(System.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
        #expect(System.currentDirectory() == FileManager.default.currentDirectoryPath)
        #expect(System.standardized("a/./b/../c", workingDirectory: "/w") == "/w/a/c")
        #expect(System.standardized("/a/../c", workingDirectory: "/w") == "/c")
        #expect(["/", "/a", "/a/b.swift", "/.x/..y/..."].allSatisfy(System.isStandardized))
        #expect(!["", "a", "/a/", "//a", "/.", "/..", "/a/./b", "/a/../b"].contains(where: System.isStandardized))
    }

    @Test func aFileReadsWholeAndMissingOrFolderReadsAsNothing() throws {
        let folder = NSTemporaryDirectory() + "archlint-read-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/rules", contents: Data("use mvvm\n".utf8)))
        #expect(System.contents(of: folder + "/rules") == Array("use mvvm\n".utf8))
        #expect(System.text(of: folder + "/rules") == "use mvvm\n")
        #expect(FileManager.default.createFile(atPath: folder + "/latin1", contents: Data([0x75, 0x73, 0x65, 0x20, 0xE9])))
        #expect(System.contents(of: folder + "/latin1") == [0x75, 0x73, 0x65, 0x20, 0xE9])
        #expect(System.text(of: folder + "/latin1") == nil)
        #expect(System.contents(of: folder) == nil)
        #expect(System.contents(of: folder + "/missing") == nil)
        #expect(System.exists(folder) && System.exists(folder + "/rules") && !System.exists(folder + "/missing"))
        #expect(System.variable("PATH") == ProcessInfo.processInfo.environment["PATH"])
        #expect(System.variable("ARCHLINT_SURELY_UNSET_VARIABLE") == nil)
    }

    /// Output goes out whole even through a non-blocking pipe that fills up (a parent may hand
    /// the tool such a standard output): the writer waits for room instead of dropping the rest.
    @Test func aWholeWriteWaitsForRoomInAFullNonBlockingPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (reading, writing) = (ends[0], ends[1])
        #expect(fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK) == 0)
        let text = [UInt8]((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        // Read slowly on another thread, so the pipe (64 KB) is full again and again.
        final class Received: @unchecked Sendable { var bytes: [UInt8] = [] }
        let received = Received()
        let reader = DispatchGroup()
        DispatchQueue.global().async(group: reader) {
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = read(reading, &buffer, buffer.count)
                if count <= 0 { break }
                received.bytes += buffer[..<count]
                usleep(50)
            }
        }
        let failure = text.withUnsafeBytes { System.write(writing, $0) }
        close(writing)
        reader.wait()
        close(reading)
        #expect(failure == 0)
        // Compared as one fact: a failing comparison of two megabytes would be diffed element by
        // element for its message, which takes minutes.
        #expect(received.bytes.count == text.count)
        let whole = received.bytes == text
        #expect(whole)
    }

    @Test func whatAPathNamesIsAFileAFolderOrNothing() throws {
        let folder = NSTemporaryDirectory() + "archlint-kind-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: folder + "/A.swift", contents: Data("struct A {}".utf8)))
        try FileManager.default.createSymbolicLink(atPath: folder + "/Link", withDestinationPath: folder)
        #expect(System.kind(of: folder) == .folder)
        #expect(System.kind(of: folder + "/A.swift") == .file)
        #expect(System.kind(of: folder + "/Link") == .folder)
        #expect(System.kind(of: folder + "/Missing.swift") == nil)
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

    @Test func filesComeInTheOrderOfTheirPathsBytesAndOnceThoughTwoPathsReachThem() throws {
        let root = try makeTree([
            "App/B/c.swift": "", "App/B.swift": "", "App/B-x.swift": "", "App/B0.swift": "",
            "App/a.swift": "", "App/\u{C9}cran.swift": "", "App/Z.swift": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let expected = ["App/B-x.swift", "App/B.swift", "App/B/c.swift", "App/B0.swift", "App/Z.swift", "App/a.swift", "App/\u{C9}cran.swift"]
        #expect(try SourceDiscovery.swiftFiles(under: [root]).map(\.relativePath) == expected)
        // The folder again, inside the first path: its file is not linted twice.
        let twice = try SourceDiscovery.swiftFiles(under: [root, root + "/App/B"])
        #expect(twice.map(\.location) == expected.map { root + "/" + $0 })
    }

    @Test func aDeepTreeComesInTheByteOrderOfItsPaths() throws {
        // Names made of bytes that sort around `/` and `.` (`-`, `0`, `B`, `b`, `É`), folders
        // and files of the same stem side by side, three levels deep; a fixed seed.
        let parts = ["B", "b", "B-", "B0", "B.x", "É", "a"]
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        var tree: [String: String] = [:]
        for _ in 0..<120 {
            let depth = 1 + next(3)
            let folders = (0..<depth).map { _ in parts[next(parts.count)] }
            tree[(folders + [parts[next(parts.count)] + ".swift"]).joined(separator: "/")] = ""
        }
        let root = try makeTree(tree)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let expected = tree.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(try SourceDiscovery.swiftFiles(under: [root]).map(\.relativePath) == expected)
    }

    @Test func aFileNamedOnTheCommandLineIsReadEvenIfItIsAManifest() throws {
        let root = try makeTree(["Package.swift": "struct Manifest {}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = try SourceDiscovery.swiftFiles(under: [root + "/Package.swift"])
        #expect(files.map(\.displayPath) == [root + "/Package.swift"])
    }

    @Test func aFileIsReadWholeWhateverItsSizeAndEvenWhenItIsLargerThanItsStatSays() throws {
        // Empty, one byte, and sizes that are no multiple of anything.
        let texts = ["", "x", String(repeating: "struct A {}\n", count: 9_001)]
        let root = try makeTree(Dictionary(uniqueKeysWithValues: texts.enumerated().map { ("f\($0.offset).swift", $0.element) }))
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (index, text) in texts.enumerated() {
            guard case .success(let bytes) = FileReader.read(root + "/f\(index).swift") else {
                Issue.record("f\(index).swift unreadable")
                continue
            }
            #expect(bytes == Array(text.utf8))
        }
        #if os(Linux)
        // The kernel's files say they are empty and are not: the reading goes on past the size
        // `stat` gave, as for a file that grows while it is read.
        guard case .success(let status) = FileReader.read("/proc/self/status") else {
            Issue.record("/proc/self/status unreadable")
            return
        }
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        #expect(status.count > 100)
        #endif
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: SourceDiscovery.Failure.pathNotFound("/no/such/place")) {
            try SourceDiscovery.swiftFiles(under: ["/no/such/place"])
        }
    }

    /// `readdir` hands out entries only as long as their names: an entry is read in place, never
    /// copied whole (which reads 256 bytes and more, past the entry). Here the entry ends just
    /// before a page no one may read.
    @Test func aFolderEntryIsReadInPlaceNotPastItsEnd() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let memory = try #require(mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        #expect(memory != MAP_FAILED)
        defer { munmap(memory, 2 * page) }
        #expect(mprotect(memory + page, page, PROT_NONE) == 0)
        let name = Array("LoginView.swift".utf8) + [0]
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!
        // As close to the unreadable page as the entry's alignment allows.
        let start = (page - nameOffset - name.count) & ~(MemoryLayout<dirent>.alignment - 1)
        #expect(page - start < MemoryLayout<dirent>.size)
        (memory + start + typeOffset).storeBytes(of: UInt8(DT_REG), as: UInt8.self)
        for (index, byte) in name.enumerated() { (memory + start + nameOffset + index).storeBytes(of: byte, as: UInt8.self) }
        let entry = (memory + start).assumingMemoryBound(to: dirent.self)
        #expect(DirectoryEntry.name(of: entry) == "LoginView.swift")
        #expect(DirectoryEntry.type(of: entry) == UInt8(DT_REG))
    }

    @Test func symbolicLinkToAFolderIsNotFollowed() throws {
        let root = try makeTree(["App/View.swift": "class LoginView {}"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A loop: App/Loop points back at the root.
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Loop", withDestinationPath: root)
        let files = try SourceDiscovery.swiftFiles(under: [root])
        #expect(files.map(\.relativePath) == ["App/View.swift"])
    }

    /// 517 files: the scan takes them in runs of 8, the last one shorter.
    @Test(arguments: [64, 517]) func parallelScanKeepsInputOrder(fileCount: Int) throws {
        var tree: [String: String] = [:]
        for index in 0..<fileCount { tree["F\(index).swift"] = "struct Type\(index) {}\n" }
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
