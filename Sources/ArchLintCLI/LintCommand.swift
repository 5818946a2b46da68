import ArchLintKit
#if !os(Linux)
import Foundation // Bundle, for the executable's path
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `archlint lint`'s own options, read from the parsed command line.
struct LintOptions {
    var reports: [ReportRequest]
    var baseline: String?
    var writeBaseline: String?
    var strictBaseline: Bool
    /// Warnings fail the run.
    var strict: Bool
    /// Print only what fails the run, and no notes.
    var quiet: Bool
    var noColor: Bool

    init(_ arguments: Arguments) throws(UsageError) {
        reports = try ReportRequest.parse(arguments.formats, output: arguments.output)
        baseline = arguments.values["--baseline"]
        writeBaseline = arguments.values["--write-baseline"]
        strictBaseline = arguments.flags.contains("--strict-baseline")
        strict = arguments.flags.contains("--strict")
        quiet = arguments.flags.contains("--quiet")
        noColor = arguments.flags.contains("--no-color")
    }
}

/// One report of a run: a format and where it goes (`--format sarif=arch.sarif`).
struct ReportRequest: Equatable {
    var format: String
    /// Nil for standard output.
    var path: String?

    /// `--format NAME[=FILE]`, repeatable. One report at most goes to standard output (or to
    /// `--output FILE`, the older spelling), and no two reports share a file.
    static func parse(_ specs: [String], output: String?) throws(UsageError) -> [ReportRequest] {
        var requests: [ReportRequest] = []
        for spec in specs.isEmpty ? [Reporters.formats[0]] : specs {
            var format = spec
            var path: String?
            if let equals = spec.firstIndex(of: "=") {
                format = String(spec[..<equals])
                path = String(spec[spec.index(after: equals)...])
                guard !path!.isEmpty else { throw UsageError(message: "'--format \(spec)' names no file after '='") }
            }
            guard Reporters.named(format) != nil else {
                throw UsageError(message: "unknown format '\(format)' for 'lint' (formats: \(Reporters.formats.joined(separator: ", ")))")
            }
            requests.append(ReportRequest(format: format, path: path ?? output))
        }
        let toStandardOutput = requests.filter { $0.path == nil }
        if toStandardOutput.count > 1 {
            throw UsageError(message: """
                formats \(toStandardOutput.map { "'\($0.format)'" }.joined(separator: " and ")) both go to standard output; \
                send all but one to files: --format \(toStandardOutput[1].format)=FILE
                """)
        }
        let paths = requests.compactMap(\.path)
        if let repeated = paths.first(where: { path in paths.count { $0 == path } > 1 }) {
            throw UsageError(message: "two reports would both write '\(repeated)'")
        }
        return requests
    }
}

/// `archlint lint`: runs the pipeline, applies the baseline, writes every requested report, and
/// returns 1 when something fails the run (an error; with `--strict`, a warning too).
enum LintCommand: Command {
    static let help = CommandHelp(
        name: "lint", operands: "[PATH…]",
        summary: "Report rule violations (exit 1 when any error-severity violation is found)",
        options: [.preset, .config, .lintFormat, .output] + OptionHelp.lintOptions + [.cachePath, .module, .context, .stamp, .trackRules],
        examples: [
            "archlint lint Examples/VIPERUsers                      # one violation, exit 1",
            "archlint lint --format xcode --format sarif=arch.sarif  # a SARIF report too",
        ])

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let options = try LintOptions(arguments)
        if let prefix = arguments.values["--track-rules"], let config = arguments.config {
            TrackedRules.refresh(prefix: prefix, config: config)
        }
        // In a build (`--stamp`, the build-tool plugin's run), a rules file that is gone is a
        // warning, never a failed build: the run passes, and lints again once the file is back
        // (the build tracks its folder).
        if let stamp = arguments.stamp, let config = arguments.config, arguments.presets.isEmpty, !System.exists(config) {
            console.err(Diagnostic(
                .warning, file: config, location: nil,
                message: "no rules file, so nothing is linted; add it back (or remove the ArchLint build-tool plugin)", id: "build"
            ).description + "\n")
            try Stamp.update(stamp, passed: true)
            return 0
        }
        let rules = try RulesLoader.load(presets: arguments.presets, config: arguments.config, paths: ModuleOptions.rulesSearchPaths(arguments))
        var request = lintRequest(arguments, rules: rules)
        request.appliesBaseline = true
        request.baseline = options.baseline
        request.writeBaseline = options.writeBaseline
        request.strictBaseline = options.strictBaseline
        request.changedSince = arguments.values["--changed-since"]
        let run = try Pipeline.lint(request, warn: console.err)
        let result = run.result
        let inputs = run.inputs
        let rulesFile = request.rulesFile
        if let (target, written) = run.writtenBaseline, !options.quiet {
            let total = written.entries.reduce(0) { $0 + $1.count }
            console.err("archlint: wrote \(target): \(written.entries.count) entries, \(total) accepted violation\(total == 1 ? "" : "s")\n")
        }

        let fails: (Violation) -> Bool = { $0.severity == .error || options.strict }
        // --quiet keeps machine-read reports whole; it only shortens what people read.
        var shown = result
        if options.quiet { shown.violations = result.violations.filter(fails) }
        let colored = console.outIsTerminal && !options.noColor && !console.noColorRequested

        // Each report is written as it is produced; the files first, then standard output.
        let input = ReportInput(result: result, shown: shown, colored: false, strict: options.strict, roles: rules.roles) {
            var graphScope = ArchitectureGraph.Options()
            graphScope.scope(to: inputs, includingTests: false)
            return HTMLReporter.Run(
                version: ArchLintCommand.version, presets: rules.presets,
                rulesFile: rulesFile, paths: arguments.paths.isEmpty ? ["."] : arguments.paths,
                graphScope: graphScope)
        }
        func write(_ format: String, colored: Bool, to output: inout BlockWriter) {
            var input = input
            input.colored = colored
            (Reporters.named(format) ?? XcodeReporter.self).write(input, to: &output)
        }
        for request in options.reports {
            guard let path = request.path else { continue }
            try OutputFile.write(to: path) { write(request.format, colored: false, to: &$0) }
        }
        if let request = options.reports.first(where: { $0.path == nil }) {
            console.out { write(request.format, colored: colored, to: &$0) }
        }

        let failed = result.violations.contains(where: fails)
        if let stamp = arguments.stamp {
            try Stamp.update(stamp, passed: !failed)
        }
        // The one-line summary is for a person at a terminal; scripts and CI logs (and tests)
        // read standard error for failures only.
        if console.errIsTerminal && !options.quiet {
            var line = SummaryReporter.line(result)
            if !options.noColor && !console.noColorRequested {
                line = ANSI.paint(line, failed ? ANSI.boldRed : (result.warningCount > 0 ? ANSI.boldYellow : ANSI.boldGreen))
            }
            console.err(line + "\n")
        }
        // Everything is written (the streams unbuffered, each report file closed and renamed
        // into place): the run is left for the process's exit to free (see ``LeftForExit``).
        // The reports' input holds all of it, the build descriptions too.
        LeftForExit.reports.keep(input)
        return failed ? 1 : 0
    }

    /// What a facts cache must have been written by: this version, and this very build of the
    /// tool (its size and modification time), so a rebuilt scanner never trusts older facts.
    static let cacheSalt: String = {
        var info = stat()
        #if os(Linux)
        let executable: String? = "/proc/self/exe"
        #else
        let executable = Bundle.main.executablePath
        #endif
        guard let path = executable, stat(path, &info) == 0 else { return ArchLintCommand.version }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return "\(ArchLintCommand.version) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
    }()

    /// The run the arguments describe: the paths and modules, the rules file found, the facts
    /// cache (`--cache-path`); `lint` reports rule coverage warnings with its violations, the
    /// other commands print them.
    static func lintRequest(_ arguments: Arguments, rules: RuleSet) -> LintRequest {
        var request = LintRequest(
            paths: arguments.paths, modules: arguments.modules, rules: rules, rulesFile: ModuleOptions.rulesFile(arguments),
            cachePath: arguments.values["--cache-path"], cacheSalt: cacheSalt)
        request.warnsOfUnmatchedPatterns = arguments.command != "lint" && arguments.command != "run-script"
        return request
    }

    /// The run the arguments describe, with no baseline.
    static func runPipeline(_ arguments: Arguments, rules: RuleSet, console: Console) throws -> LintResult {
        try Pipeline.lint(lintRequest(arguments, rules: rules), warn: console.err).result
    }
}

/// Converts ArchLint's UTF-8 byte columns to the UTF-16 columns SARIF counts, reading each file
/// once. A file that cannot be read (the baseline's stale entries are at column 1 anyway) keeps
/// the byte column.
final class UTF16Columns {
    private var lines: [String: [ArraySlice<UInt8>]] = [:]

    func column(_ file: String, _ location: SourceLocation) -> Int {
        if lines[file] == nil {
            let bytes = System.contents(of: file) ?? []
            lines[file] = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        }
        guard let fileLines = lines[file], location.line >= 1, location.line <= fileLines.count else { return location.column }
        let line = fileLines[location.line - 1]
        let prefix = line.prefix(max(location.column - 1, 0))
        return String(decoding: prefix, as: UTF8.self).utf16.count + 1
    }
}
