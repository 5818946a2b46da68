// Shared by the ArchLint plugins: each plugin folder links to this file, because a plugin target
// cannot depend on a library. It knows the package graph and the `archlint` command line; the
// plugins only pick targets and say what to run.
import Foundation
import PackagePlugin

/// A module as the linter is told about it: its name, its sources, and whether it is linted or
/// only read as context (a dependency whose declarations the linted modules can see).
struct LintedModule: Equatable {
    var name: String
    var paths: [String]
    var isContext: Bool

    /// `--module NAME=PATH` (or `--context NAME=PATH`) for each path.
    static func arguments(_ modules: [LintedModule]) -> [String] {
        modules.flatMap { module in
            module.paths.flatMap { [module.isContext ? "--context" : "--module", "\(module.name)=\($0)"] }
        }
    }

    /// The chosen targets of a package, linted, and the targets of the same package they depend
    /// on, directly or not, as context. Targets of other packages (ArchLint itself, libraries)
    /// are neither: their architecture is not this package's business.
    static func graph(linting targets: [SwiftSourceModuleTarget], in package: Package) -> [LintedModule] {
        let ownTargets = Set(package.targets.map(\.id))
        let linted = Set(targets.map(\.id))
        var modules = targets.map { LintedModule(name: $0.moduleName, paths: [$0.directoryURL.path], isContext: false) }
        var seen = linted
        for target in targets {
            for dependency in target.recursiveTargetDependencies {
                guard ownTargets.contains(dependency.id), seen.insert(dependency.id).inserted,
                      let source = dependency as? SwiftSourceModuleTarget else { continue }
                modules.append(LintedModule(name: source.moduleName, paths: [source.directoryURL.path], isContext: true))
            }
        }
        return modules
    }
}

enum ArchLintInvocation {
    static let configName = ".archlint.rules"

    /// The nearest `.archlint.rules` in `folder` or above it: the same file the tool would find,
    /// named explicitly so a build system can track it as an input.
    static func config(above folder: URL) -> URL? {
        var folder = folder.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(configName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// Whether the arguments ask `archlint` to write a file (which needs the package-writing
    /// permission that plain linting never asks for): `--output FILE`, `--write-baseline FILE`,
    /// or a report written to a file, `--format sarif=FILE`.
    static func writesFiles(_ arguments: [String]) -> Bool {
        for (index, word) in arguments.enumerated() {
            if ["--output", "--write-baseline"].contains(where: { word == $0 || word.hasPrefix($0 + "=") }) { return true }
            if word.hasPrefix("--format="), word.dropFirst("--format=".count).contains("=") { return true }
            if word == "--format", index + 1 < arguments.count, arguments[index + 1].contains("=") { return true }
        }
        return false
    }

    /// Where diagnostics go. Xcode shows plugin diagnostics (the Diagnostics API, with file and
    /// line) inline in the editor; `swift package` prints them without their location, so there
    /// the tool's own `path:line:col: error: …` lines, which terminals, editors and CI parse, are
    /// printed instead. Each diagnostic goes one way, never both.
    enum Channel {
        case pluginDiagnostics
        case text

        /// Xcode's plugin runs inherit its bundle identifier; `swift package` runs do not.
        static var current: Channel {
            ProcessInfo.processInfo.environment["__CFBundleIdentifier"] == "com.apple.dt.Xcode" ? .pluginDiagnostics : .text
        }
    }

    /// Runs `archlint` in `directory` and shows what it prints: each diagnostic
    /// (`path:line:col: error: …`) on `channel`, any other line (a report, a graph) as it came.
    /// Returns the exit status.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL, channel: Channel = .current) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        guard channel == .pluginDiagnostics else {
            // The tool's own streams are already what a terminal wants.
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        // One pipe for both streams keeps the tool's order and cannot fill up unread.
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        var passthrough = ""
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if let diagnostic = ToolDiagnostic(line, relativeTo: directory) {
                diagnostic.emit()
            } else if !line.isEmpty {
                passthrough += line + "\n"
            }
        }
        if !passthrough.isEmpty { print(passthrough, terminator: "") }
        return process.terminationStatus
    }
}

/// One `path:line:col: severity: message` line of the tool's output.
struct ToolDiagnostic: Equatable {
    var file: String
    var line: Int?
    var severity: String
    var message: String

    init?(_ text: Substring, relativeTo directory: URL) {
        for severity in ["error", "warning", "note"] {
            guard let marker = text.range(of: ": \(severity): ") else { continue }
            var location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            // `path:line:col`, `path:line` or a bare `path` (a rules file that cannot be read).
            var numbers: [Int] = []
            while numbers.count < 2, location.count > 1, let number = Int(location.last!) {
                numbers.insert(number, at: 0)
                location.removeLast()
            }
            let path = location.joined(separator: ":")
            guard !path.isEmpty else { return nil }
            file = path.hasPrefix("/") ? path : directory.appendingPathComponent(path).path
            line = numbers.first
            self.severity = severity
            message = String(text[marker.upperBound...])
            return
        }
        return nil
    }

    func emit() {
        switch severity {
        case "error": Diagnostics.error(message, file: file, line: line)
        case "warning": Diagnostics.warning(message, file: file, line: line)
        default: Diagnostics.remark(message, file: file, line: line)
        }
    }
}

/// A failed plugin run, with the reason SwiftPM prints.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
