import ArchLintCLI
import Foundation
import Testing

/// Several reports per run, where they go, and the options for people: `--strict`, `--quiet`,
/// colour, the one-line summary; and atomic writes.
@Suite struct ReportOptionsTests {
    @Test func oneRunWritesSeveralReportsEachAsItsOwnRunWould() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let result = archlint("lint", ReportingFixture.path, "--format", "xcode", "--format", "sarif=\(folder)/arch.sarif",
                              "--format", "json=\(folder)/out.json", "--format", "junit=\(folder)/junit.xml")
        #expect(result == RunResult(status: 1, out: ReportingFixture.xcode, err: ""))
        #expect(try readFile(folder + "/arch.sarif") == archlint("lint", ReportingFixture.path, "--format", "sarif").out)
        #expect(try readFile(folder + "/out.json") == archlint("lint", ReportingFixture.path, "--format", "json").out)
        #expect(try readFile(folder + "/junit.xml") == archlint("lint", ReportingFixture.path, "--format", "junit").out)
        // Written by rename, so no temporary file is left beside them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["arch.sarif", "junit.xml", "out.json"])
    }

    @Test func aLongReportIsPrintedAsItIsWrittenInBlocksAndIsTheSameInAFile() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeAppWithManyViolations(in: folder)
        _ = workingDirectoryIsRepositoryRoot
        for format in ["xcode", "json", "sarif", "junit", "github"] {
            let blocks = Locked<[String]>([])
            let console = Console(out: { text in blocks.withLock { $0.append(text) } }, err: { _ in })
            #expect(ArchLintCommand.run(["lint", folder, "--preset", "viper", "--format", format], console: console) == 1)
            let printed = blocks.withLock { $0 }
            // Several blocks, each handed on when it was full: never the report in one piece.
            #expect(printed.count > 2, "\(format)")
            #expect(printed.dropLast().allSatisfy { $0.utf8.count >= 65_536 }, "\(format)")
            let file = folder + "/report.\(format)"
            #expect(archlint("lint", folder, "--preset", "viper", "--format", "\(format)=\(file)").status == 1)
            #expect(try readFile(file) == printed.joined(), "\(format)")
        }
        let xcode = archlint("lint", folder, "--preset", "viper").out
        #expect(xcode.split(separator: "\n").count == 1_000)
    }

    @Test func theOlderOutputOptionStillTakesTheStandardOutputReport() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let result = archlint("lint", ReportingFixture.path, "--format", "json", "--output", folder + "/report.json",
                              "--format", "github=\(folder)/annotations.txt")
        #expect(result == RunResult(status: 1, out: "", err: ""))
        #expect(try readFile(folder + "/report.json") == archlint("lint", ReportingFixture.path, "--format", "json").out)
        #expect(try readFile(folder + "/annotations.txt") == archlint("lint", ReportingFixture.path, "--format", "github").out)
    }

    @Test func twoReportsForStandardOutputAreAUsageError() {
        #expect(archlint("lint", ReportingFixture.path, "--format", "xcode", "--format", "sarif") == RunResult(
            status: 2, out: "",
            err: "error: formats 'xcode' and 'sarif' both go to standard output; send all but one to files: --format sarif=FILE\n"
                + "usage: archlint <command> [PATH…] [options]; see 'archlint --help'\n"))
    }

    @Test func twoReportsForOneFileAreAUsageError() {
        #expect(archlint("lint", ReportingFixture.path, "--format", "json=a.json", "--format", "sarif=a.json").err
            == "error: two reports would both write 'a.json'\nusage: archlint <command> [PATH…] [options]; see 'archlint --help'\n")
    }

    @Test func unknownFormatNamesTheFormats() {
        #expect(archlint("lint", ReportingFixture.path, "--format", "pdf=x.pdf").err
            == "error: unknown format 'pdf' for 'lint' (formats: xcode, json, sarif, github, junit, summary, html)\nusage: archlint <command> [PATH…] [options]; see 'archlint --help'\n")
    }

    @Test func githubCommandsEscapeLineBreaksPercentsAndPropertyDelimiters() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        // A file name with a comma and a colon, and a Presenter importing UIKit (a warning).
        try writeFile(folder + "/App/List,Screen:1.swift", "import UIKit\nclass ListPresenter {}\n")
        let result = archlint("lint", folder + "/App", "--preset", "viper", "--format", "github")
        let file = (folder + "/App/List%2CScreen%3A1.swift")
        #expect(result == RunResult(status: 0, out: "::warning file=\(file),line=1,col=1,title=ArchLint forbidden-import::Presenter 'ListPresenter' should not import UIKit\n", err: ""))
    }

    @Test func sarifCountsColumnsInUTF16AsItsSpecificationSays() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        // "이름" is 6 UTF-8 bytes and 2 UTF-16 units; "🙂" 4 bytes and 2 units.
        try writeFile(folder + "/ListInteractor.swift", "final class ListInteractor {\n    var /* 🙂 */ 이름: ListViewController?\n}\n")
        try writeFile(folder + "/ListViewController.swift", "final class ListViewController {}\n")
        #expect(archlint("lint", folder, "--preset", "viper").out.hasPrefix("\(folder)/ListInteractor.swift:2:28: error:"))
        let sarif = archlint("lint", folder, "--preset", "viper", "--format", "sarif").out
        #expect(sarif.contains("\"startLine\": 2,\n                  \"startColumn\": 22\n"))
    }

    @Test func warningsPassUnlessStrict() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        try writeFile(folder + "/ListPresenter.swift", "import UIKit\n\nclass ListPresenter {}\n")
        let warning = "\(folder)/ListPresenter.swift:1:1: warning: Presenter 'ListPresenter' should not import UIKit [forbidden-import]\n"
        #expect(archlint("lint", folder, "--preset", "viper") == RunResult(status: 0, out: warning, err: ""))
        #expect(archlint("lint", folder, "--preset", "viper", "--strict") == RunResult(status: 1, out: warning, err: ""))
        // --quiet shows only what fails the run: nothing here, unless --strict.
        #expect(archlint("lint", folder, "--preset", "viper", "--quiet") == RunResult(status: 0, out: "", err: ""))
        #expect(archlint("lint", folder, "--preset", "viper", "--quiet", "--strict") == RunResult(status: 1, out: warning, err: ""))
    }

    @Test func quietLeavesOutWarningsButKeepsErrors() {
        let result = archlint("lint", ReportingFixture.path, "--quiet")
        let errors = ReportingFixture.xcodeLines.filter { $0.contains(": error: ") }
        #expect(result == RunResult(status: 1, out: errors.map { $0 + "\n" }.joined(), err: ""))
    }

    @Test func aTerminalGetsColourAndAOneLineSummary() {
        let result = archlintOnTerminal(["lint", "Examples/VIPERUsers"])
        #expect(result.status == 1)
        #expect(result.out == "Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:14:15: \u{1B}[1;31merror:\u{1B}[0m Interactor 'UserInteractor' must not use View 'UserViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]\n")
        #expect(result.err == "\u{1B}[1;31marchlint: 1 error, 0 warnings in 6 files (12 types)\u{1B}[0m\n")
    }

    @Test func noColorOptionAndEnvironmentTurnColourOff() {
        let plain = "Examples/VIPERUsers/Sources/VIPERUsers/Interactor.swift:14:15: error: Interactor 'UserInteractor' must not use View 'UserViewController'; Interactor may use Presenter, Entity, DataManager, Service [forbidden-dependency]\n"
        let summary = "archlint: 1 error, 0 warnings in 6 files (12 types)\n"
        #expect(archlintOnTerminal(["lint", "Examples/VIPERUsers", "--no-color"]) == RunResult(status: 1, out: plain, err: summary))
        #expect(archlintOnTerminal(["lint", "Examples/VIPERUsers"], noColor: true) == RunResult(status: 1, out: plain, err: summary))
    }

    @Test func quietOnATerminalPrintsNoSummary() {
        #expect(archlintOnTerminal(["lint", "Examples/VIPERUsers", "--quiet", "--no-color"]).err == "")
    }

    @Test func summaryLineCountsSuppressedAndBaselinedViolations() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let baseline = folder + "/baseline.json"
        _ = archlint("lint", ReportingFixture.path, "--write-baseline", baseline)
        let result = archlintOnTerminal(["lint", ReportingFixture.path, "--baseline", baseline, "--no-color"])
        // The Presenter's UIKit warning is baselined; the 3 about suppression comments cannot be.
        #expect(result.err == "archlint: 0 errors, 3 warnings in 8 files (13 types); 1 suppressed, 5 baselined\n")
        #expect(result.status == 0)
    }

    @Test func aReportThatCannotBeWrittenFailsWithExitTwoAndLeavesNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let result = archlint("lint", ReportingFixture.path, "--format", "sarif=\(folder)/missing/arch.sarif")
        #expect(result == RunResult(status: 2, out: "", err: "\(folder)/missing/arch.sarif: error: cannot write output: No such file or directory\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test func aReportReplacesTheOldFileWhole() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let path = folder + "/arch.sarif"
        try writeFile(path, String(repeating: "old report\n", count: 10_000))
        _ = archlint("lint", ReportingFixture.path, "--format", "sarif=\(path)")
        #expect(try readFile(path) == archlint("lint", ReportingFixture.path, "--format", "sarif").out)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["arch.sarif"])
    }
}

/// The temporary files of writers that were killed do not pile up: the next write of the same
/// file removes those whose process is gone, and only those.
@Suite struct AbandonedTemporaryFileTests {
    @Test func aWriteRemovesTheTemporaryFilesOfKilledWritersOnly() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let gone = finished.processIdentifier, alive = getpid()
        try writeFile(folder + "/.arch.sarif.\(gone).123.tmp", "half a report")
        try writeFile(folder + "/.arch.sarif.\(alive).456.tmp", "a report being written")
        try writeFile(folder + "/.other.sarif.\(gone).789.tmp", "another file's")
        try writeFile(folder + "/.arch.sarif.notes.tmp", "not a writer's")
        _ = archlint("lint", ReportingFixture.path, "--format", "sarif=\(folder)/arch.sarif")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == [
            "arch.sarif", ".arch.sarif.\(alive).456.tmp", ".other.sarif.\(gone).789.tmp", ".arch.sarif.notes.tmp",
        ])
    }
}

/// Kills real `archlint` processes while they write, at several moments, and checks what is left.
@Suite struct ReportAtomicityTests {
    /// The file system takes only part of a report (a file size limit here, as a full disk
    /// would): the run fails with exit 2 naming the file and the reason, the old report stays
    /// whole, and no temporary file is left behind.
    @Test func aReportTheFileSystemCutsShortFailsAndLeavesTheOldOneWhole() throws {
        let executable = try builtArchlint()
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        let app = folder + "/App"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        try writeAppWithManyViolations(in: app)
        let reports = folder + "/Reports"
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        let report = reports + "/report.json"
        try writeFile(report, "old report\n")

        // 100 KB at most per file, and the signal that limit sends ignored: writes past it fail
        // with EFBIG. The report is about 500 KB, so a block or two are written first.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "trap '' XFSZ; ulimit -f 200; exec \"$0\" lint \"$1\" --preset viper --format json=\"$2\"", executable, app, report]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message == "\(report): error: cannot write output: File too large\n")
        #expect(try readFile(report) == "old report\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: reports) == ["report.json"])
    }

    @Test func aKilledRunLeavesTheOldReportOrTheNewOneNeverHalfOfIt() throws {
        let executable = try builtArchlint()
        let folder = try makeTemporaryFolder()
        defer { removeTemporary(folder) }
        // Big enough that writing the reports takes a while.
        for scene in 0..<400 {
            try writeFile(folder + "/App/Scene\(scene).swift", """
                final class Scene\(scene)Interactor { var screen: Scene\(scene)ViewController? }
                final class Scene\(scene)ViewController {}

                """)
        }
        let report = folder + "/arch.sarif", baseline = folder + "/baseline.json"
        let arguments = ["lint", folder + "/App", "--preset", "viper", "--format", "sarif=\(report)", "--write-baseline", baseline]
        func run(killAfter delay: Double?) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let delay {
                Thread.sleep(forTimeInterval: delay)
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
        }
        let start = Date()
        try run(killAfter: nil)
        let duration = Date().timeIntervalSince(start)
        let complete = (sarif: try readFile(report), baseline: try readFile(baseline))

        // Kills spread over a whole run, most of them near its end, where the files are written.
        // Whenever a kill lands, the check is the same, so the test cannot be flaky.
        for fraction in [0.1, 0.5, 0.7, 0.8, 0.85, 0.9, 0.93, 0.96, 0.98, 0.99] {
            let delay = duration * fraction
            try writeFile(report, "old report\n")
            try writeFile(baseline, "old baseline\n")
            try run(killAfter: delay)
            #expect(["old report\n", complete.sarif].contains(try readFile(report)), "after \(delay) s")
            #expect(["old baseline\n", complete.baseline].contains(try readFile(baseline)), "after \(delay) s")
        }
    }
}
