import Foundation
import Testing

/// Broken and odd source files are warnings with a location; the rest of the run goes on.
@Suite struct HostileInputTests {
    private func folder(_ files: [String: [UInt8]]) throws -> String {
        let root = try makeTemporaryFolder()
        for (name, bytes) in files {
            let path = root + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        }
        return root
    }

    private let interactorBreakingTheRules = Array("""
        import UIKit
        final class LoginInteractor {}

        """.utf8)

    @Test func binaryFileIsSkippedWithAWarningAndTheRunGoesOn() throws {
        let root = try folder([
            "App/Logo.swift": Array("struct Logo {}\n".utf8) + [0x00, 0xFF, 0x10],
            "App/LoginInteractor.swift": interactorBreakingTheRules,
        ])
        defer { removeTemporary(root) }
        #expect(archlint("lint", root, "--preset", "viper") == RunResult(
            status: 1,
            out: "\(root)/App/LoginInteractor.swift:1:1: error: Interactor 'LoginInteractor' must not import UIKit [forbidden-import]\n",
            err: "\(root)/App/Logo.swift:2:1: warning: NUL byte: not Swift source text; file skipped [scan]\n"))
    }

    @Test func invalidUTF8IsAWarningAtTheBadByteAndTheFileIsStillLinted() throws {
        // "Café" in Latin-1: the é (0xE9) is not UTF-8.
        let root = try folder(["App/CafeInteractor.swift": Array("import UIKit\nfinal class Caf".utf8) + [0xE9] + Array("Interactor {}\n".utf8)])
        defer { removeTemporary(root) }
        #expect(archlint("lint", root, "--preset", "viper") == RunResult(
            status: 1,
            out: "\(root)/App/CafeInteractor.swift:1:1: error: Interactor 'Caf\u{FFFD}Interactor' must not import UIKit [forbidden-import]\n",
            err: "\(root)/App/CafeInteractor.swift:2:16: warning: invalid UTF-8; file scanned anyway [scan]\n"))
    }

    @Test func aFIFONamedOnTheCommandLineIsSkippedNotWaitedFor() throws {
        let root = try makeTemporaryFolder()
        defer { removeTemporary(root) }
        let fifo = root + "/Pipe.swift"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(archlint("lint", fifo, "--preset", "viper") == RunResult(
            status: 2, out: "", err: "\(fifo):1:1: error: cannot read file: not a regular file; file skipped; nothing was linted\n"))
    }

    @Test func linksOutOfTheRootAndDanglingLinksAreNotFollowed() throws {
        let outside = try folder(["Secret.swift": interactorBreakingTheRules])
        let root = try folder(["App/Real.swift": Array("struct Real {}\n".utf8)])
        defer { removeTemporary(outside); removeTemporary(root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Outside.swift", withDestinationPath: outside + "/Secret.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Dangling.swift", withDestinationPath: root + "/nowhere.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Alias.swift", withDestinationPath: root + "/App/Real.swift")

        let result = archlint("scan", root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let paths = (json["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(paths == [root + "/App/Alias.swift", root + "/App/Real.swift"])
        #expect(result.status == 0)
    }

    @Test func unterminatedLiteralsAtEndOfFileAreLocatedWarnings() throws {
        let root = try folder([
            "A.swift": Array("final class LoginInteractor {\n    let greeting = \"Hello\n}\n".utf8),
            "B.swift": Array("let note = \"\"\"\n  never closed \\(LoginInteractor".utf8),
            "C.swift": Array("/* a comment\n that never ends".utf8),
            "D.swift": Array("let r = #/[a-z]+\n".utf8),
        ])
        defer { removeTemporary(root) }
        #expect(archlint("lint", root, "--preset", "viper") == RunResult(status: 0, out: "", err: """
            \(root)/A.swift:2:26: warning: unterminated string literal [scan]
            \(root)/B.swift:2:33: warning: unterminated string interpolation [scan]
            \(root)/B.swift:2:33: warning: unterminated multi-line string literal [scan]
            \(root)/C.swift:1:1: warning: unterminated block comment [scan]
            \(root)/D.swift:1:9: warning: unterminated regex literal [scan]

            """))
    }

    @Test func mergeConflictMarkersAreWarningsAndBothSidesAreLinted() throws {
        let root = try folder(["LoginInteractor.swift": Array("""
            import Foundation
            <<<<<<< HEAD
            final class LoginInteractor { var screen: LoginViewController? }
            =======
            final class LoginInteractor { var presenter: LoginPresenter? }
            >>>>>>> feature/login
            final class LoginViewController {}
            final class LoginPresenter {}

            """.utf8)])
        defer { removeTemporary(root) }
        let file = root + "/LoginInteractor.swift"
        #expect(archlint("lint", root, "--preset", "viper") == RunResult(
            status: 1,
            out: "\(file):3:43: error: Interactor 'LoginInteractor' must not use View 'LoginViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]\n",
            err: """
                \(file):2:1: warning: source control conflict marker; both sides are scanned [scan]
                \(file):4:1: warning: source control conflict marker; both sides are scanned [scan]
                \(file):6:1: warning: source control conflict marker; both sides are scanned [scan]

                """))
    }

    @Test func aMissingPathStopsTheRunWithExitTwo() {
        #expect(archlint("lint", "/no/such/App", "--preset", "viper") == RunResult(
            status: 2, out: "", err: "/no/such/App: error: no such file or directory\n"))
    }

    @Test func aFolderWithNoSwiftFilesIsAnInputErrorNotASilentPass() throws {
        // Linting nothing is almost always a wrong path; exit 0 would hide it.
        let root = try folder(["README.md": Array("# nothing\n".utf8)])
        defer { removeTemporary(root) }
        #expect(archlint("lint", root, "--preset", "viper") == RunResult(
            status: 2, out: "", err: "error: no Swift files found in \(root)\n"))
    }

    @Test func aFolderWhoseOnlySwiftFileIsBinaryLintedNothingAndSaysSo() throws {
        // As for a folder with no Swift file: nothing linted is no pass (it said "0 errors … in
        // 1 file", exit 0).
        let root = try folder(["App/Logo.swift": Array("struct Logo {}\n".utf8) + [0x00, 0xFF, 0x10]])
        defer { removeTemporary(root) }
        #expect(archlint("lint", root, "--preset", "viper") == RunResult(
            status: 2, out: "", err: "\(root)/App/Logo.swift:2:1: error: NUL byte: not Swift source text; file skipped; nothing was linted\n"))
    }
}

/// Two real `archlint` processes writing the same report at the same moment: each writes its own
/// temporary file and renames it, so the file left is one whole report and no temporary remains.
@Suite struct ConcurrentWriterTests {
    @Test func twoRunsWritingTheSameReportLeaveOneWholeReport() throws {
        let executable = try builtArchlint()
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let report = folder + "/arch.json"
        let expected = archlint("lint", "Examples/VIPERUsers", "--format", "json").out

        for _ in 0..<5 {
            let processes = try (0..<2).map { _ -> Process in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = ["lint", "Examples/VIPERUsers", "--format", "json=\(report)"]
                process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            processes.forEach { $0.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [1, 1])
            #expect(try readFile(report) == expected)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["arch.json"])
        }
    }
}
