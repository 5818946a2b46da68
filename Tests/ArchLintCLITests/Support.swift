import ArchLintCLI
import Foundation
import Testing

/// The repository root, found from this file's path, so tests run from any directory.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// Tests name files relative to the repository root, as a user working there would, so the
/// process works from the root. Set once, before the first run, and never changed again.
/// The debug build of the `archlint` executable, for tests that run it as a real process (to kill
/// it, or to run two at once); `swift build` makes it, and `swift test` builds it too.
func builtArchlint() throws -> String {
    let executable = repositoryRoot + "/.build/debug/archlint"
    try #require(FileManager.default.isExecutableFile(atPath: executable), "build the archlint product first (swift build)")
    return executable
}

let workingDirectoryIsRepositoryRoot: Bool = FileManager.default.changeCurrentDirectoryPath(repositoryRoot)

/// A value several threads change under a lock (the console's streams are written from the
/// pipeline's threads). The standard library's `Mutex` would do, but Apple's systems have it
/// only from macOS 15, and the tests build wherever the tool builds.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// What one in-process `archlint` run printed and returned.
struct RunResult: Equatable {
    var status: Int32
    var out: String
    var err: String
}

/// Runs the command line in-process, capturing both streams.
func archlint(_ arguments: String...) -> RunResult {
    archlint(arguments)
}

func archlint(_ arguments: [String]) -> RunResult {
    _ = workingDirectoryIsRepositoryRoot
    let out = Locked("")
    let err = Locked("")
    let console = Console(
        out: { text in out.withLock { $0 += text } },
        err: { text in err.withLock { $0 += text } }
    )
    let status = ArchLintCommand.run(arguments, console: console)
    return RunResult(status: status, out: out.withLock { $0 }, err: err.withLock { $0 })
}

/// A fresh temporary folder, removed by the caller with `removeTemporary`.
func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "archlint-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Removes the temporary folder that holds `path` (made by ``makeTemporaryFolder()``), whole:
/// a test that works in a copy or a subfolder of one (`…/archlint-tests-…/VIPERUsers`) leaves
/// nothing behind, whichever of the two it names.
func removeTemporary(_ path: String) {
    let prefix = NSTemporaryDirectory() + "archlint-tests-"
    let folder = path.hasPrefix(prefix) ? prefix + path.dropFirst(prefix.count).prefix { $0 != "/" } : path
    try? FileManager.default.removeItem(atPath: folder)
}

/// Copies a folder of the repository (an example or fixture) into a temporary folder.
func copyOfRepositoryFolder(_ relative: String) throws -> String {
    let folder = try makeTemporaryFolder()
    let destination = folder + "/" + URL(fileURLWithPath: relative).lastPathComponent
    try FileManager.default.copyItem(atPath: repositoryRoot + "/" + relative, toPath: destination)
    return destination
}

func readFile(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
}

func writeFile(_ path: String, _ text: String) throws {
    try FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// Runs an installed program (graphviz's `dot`, …); nil when it is not on the PATH.
func runProgram(_ name: String, _ arguments: [String], input: String) throws -> (status: Int32, out: String, err: String)? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard let executable = paths.map({ "\($0)/\(name)" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
}

/// Checkers that are not Swift: graphviz, Python (with `jsonschema`), and the SARIF schema in
/// `shared/` beside the repository. CI installs them and sets `CI`, so there every check runs
/// and a missing checker fails it; elsewhere the checks that need one are skipped, so a newcomer's
/// `swift test` needs nothing but Swift.
enum ExternalCheckers {
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil
    static let graphviz = inCI || isInstalled("dot")
    static let python = inCI || isInstalled("python3")
    static let jsonSchema = inCI || (python && (try? runProgram("python3", ["-c", "import jsonschema"], input: ""))??.status == 0)
    static let sarifSchemaPath = URL(fileURLWithPath: repositoryRoot).deletingLastPathComponent().path + "/shared/schemas/sarif-2.1.0.json"
    static let sarifSchema = inCI || (jsonSchema && FileManager.default.fileExists(atPath: sarifSchemaPath))
    /// cmark-gfm, GitHub's Markdown renderer, through its Python binding (`pip install cmarkgfm`).
    static let gfm = inCI || (python && (try? runProgram("python3", ["-c", "import cmarkgfm"], input: ""))??.status == 0)

    private static func isInstalled(_ program: String) -> Bool {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(program)") }
    }
}

/// 40 files, each with 5 interactors that use the file's 5 view controllers, which VIPER
/// forbids: 1,000 violations, reports of several hundred kilobytes.
func writeAppWithManyViolations(in folder: String) throws {
    for file in 0..<40 {
        var text = "import UIKit\n\n"
        for screen in 0..<5 { text += "final class S\(file)V\(screen)ViewController: UIViewController {}\n" }
        for interactor in 0..<5 {
            text += "\nfinal class S\(file)I\(interactor)Interactor {\n"
            for screen in 0..<5 { text += "    var screen\(screen): S\(file)V\(screen)ViewController?\n" }
            text += "}\n"
        }
        try text.write(toFile: folder + "/Scene\(file).swift", atomically: true, encoding: .utf8)
    }
}
