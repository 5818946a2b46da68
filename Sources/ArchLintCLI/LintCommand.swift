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

    static let baselineName = ".archlint-baseline.json"

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let options = try LintOptions(arguments)
        let paths = ModuleOptions.rulesSearchPaths(arguments)
        if let prefix = arguments.values["--track-rules"], let config = arguments.config {
            TrackedRules.refresh(prefix: prefix, config: config)
        }
        // In a build (`--stamp`, the build-tool plugin's run), a rules file that is gone is a
        // warning, never a failed build: the run passes, and lints again once the file is back
        // (the build tracks its folder).
        if let stamp = arguments.stamp, let config = arguments.config, arguments.presets.isEmpty, !System.exists(config) {
            console.err("\(config): warning: no rules file, so nothing is linted; add it back (or remove the ArchLint build-tool plugin) [build]\n")
            try Stamp.update(stamp, passed: true)
            return 0
        }
        let rules = try RulesLoader.load(presets: arguments.presets, config: arguments.config, paths: paths)
        // The baseline is read before the scan, so a broken one fails fast.
        let baselinePath = options.baseline ?? discoverBaseline(arguments, paths: paths)
        let baseline = try baselinePath.map(loadBaseline)

        let pipeline = try runPipelineWithInputs(arguments, rules: rules, console: console)
        var result = pipeline.result
        let inputs = pipeline.inputs
        if let target = options.writeBaseline {
            // Ratchet when an explicit baseline is given: counts only go down. Otherwise accept
            // everything there is now — adding entries only when asked to.
            // Either way, the entries about what this run did not lint are kept as they are.
            let places = result.baselinePlaces(of: result.violations)
            let written: Baseline
            if options.baseline != nil, let baseline {
                written = baseline.ratcheted(by: result.violations, places: places, scope: result.baselineScope)
            } else {
                let previous = target == baselinePath ? baseline : (System.exists(target) ? try loadBaseline(target) : nil)
                written = (previous ?? Baseline(entries: [])).replacing(with: result.violations, places: places, scope: result.baselineScope)
            }
            try OutputFile.write(to: target) { written.write(to: &$0) }
            result = result.applying(written, file: target, strict: options.strictBaseline)
            if !options.quiet {
                let total = written.entries.reduce(0) { $0 + $1.count }
                console.err("archlint: wrote \(target): \(written.entries.count) entries, \(total) accepted violation\(total == 1 ? "" : "s")\n")
            }
        } else if let baseline, let baselinePath {
            result = result.applying(baseline, file: baselinePath, strict: options.strictBaseline)
        }

        if let ref = arguments.values["--changed-since"] {
            result = try onlyChanged(result, since: ref, paths: paths)
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
                rulesFile: RulesLoader.rulesFile(presets: arguments.presets, config: arguments.config, paths: paths), paths: arguments.paths.isEmpty ? ["."] : arguments.paths,
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
        return failed ? 1 : 0
    }

    /// `--changed-since REF`: the run's violations in the files that differ from REF (changed,
    /// added or new and not ignored by git). The whole project was read, so references into
    /// untouched files resolve; a violation a change causes in an untouched file is not shown
    /// (`archlint diff` shows it).
    static func onlyChanged(_ result: LintResult, since ref: String, paths: [String]) throws(CommandFailure) -> LintResult {
        let changed: Set<String>
        let repository: GitRepository
        do {
            repository = try GitRepository.containing(paths.first ?? ".")
            changed = try repository.changedPaths(since: try repository.commit(ref))
        } catch {
            throw CommandFailure(message: error.description)
        }
        var result = result
        let isChanged: (Violation) -> Bool = { violation in repository.repositoryPath(of: violation.file).map(changed.contains) ?? false }
        result.violations = result.violations.filter(isChanged)
        result.suppressed = result.suppressed.filter(isChanged)
        return result
    }

    /// Discovers files, runs the pipeline and reports files the scanner could not fully read.
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

    /// With `--cache-path`, unchanged files are not scanned again; a cache that cannot be saved
    /// is a warning, never a failed run.
    static func runPipeline(_ arguments: Arguments, rules: RuleSet, console: Console) throws -> LintResult {
        try runPipelineWithInputs(arguments, rules: rules, console: console).result
    }

    /// The same, with the inputs it read (the files, and the build descriptions that gave their modules).
    static func runPipelineWithInputs(_ arguments: Arguments, rules: RuleSet, console: Console) throws -> (result: LintResult, inputs: ProjectInputs) {
        let cachePath = arguments.values["--cache-path"]
        let cache = cachePath.map { FactsCache.load(from: $0, salt: cacheSalt) }
        // The walk reuses the cached listings of folders that have not changed.
        let folders = cache?.folderListings
        // And the parsed projects and manifests that have not changed.
        let parsed = cache?.parsedDescriptions ?? ParsedDescriptions(keeping: false)
        let discovered = try ModuleOptions.discover(arguments, folders: folders)
        // The build descriptions say which module each file is in, which nothing needs until the
        // files are scanned: they are read beside the scan, on a thread of their own.
        let checksTests = rules.checksTests
        let handedOver = HandedOver(parsed)
        let reading = Background {
            let inputs = discovered.reading(parsed: handedOver.value)
            return checksTests ? inputs.withTestsChecked : inputs
        }
        var result: LintResult
        if let cachePath, let cache, let folders {
            let run = Pipeline.run(discovered.files, rules: rules, cache: cache, assigned: { reading.value.files })
            try checkSomethingIsLinted(reading.value.files, rules: rules)
            for warning in reading.value.description.warnings { console.err(warning.diagnostic + "\n") }
            result = run.result
            LastRun.shared.keep(result, scan: run.scan, files: reading.value.files, folders: folders)
            do {
                // An unchanged cache is not written again: the warm run only reads.
                if var scan = run.scan, !scan.isUnchanged || !folders.isUnchanged || !parsed.isUnchanged {
                    scan.cache.keepFolders(folders)
                    scan.cache.keepDescriptions(parsed)
                    try scan.cache.save(to: cachePath)
                }
            } catch {
                console.err("\(error.path): warning: cannot write the facts cache: \(error.reason)\n")
            }
        } else {
            result = Pipeline.run(discovered.files, rules: rules, cache: nil, assigned: { reading.value.files }).result
            try checkSomethingIsLinted(reading.value.files, rules: rules)
            for warning in reading.value.description.warnings { console.err(warning.diagnostic + "\n") }
            LastRun.shared.keep(result, scan: nil, files: reading.value.files, folders: nil)
        }
        let inputs = reading.value
        let files = inputs.files
        result = result.adding(inputs.notInAnyTarget(ignoring: rules))
        // Nothing linted is no pass, whether the folder holds no Swift file or only files that
        // are not Swift text (binary, unreadable): an error naming each, exit 2.
        let linted = result.project.files.filter { !result.contextFiles.contains($0.path) }
        if !linted.isEmpty, linted.allSatisfy({ file in file.problems.contains { $0.kind == .binary || $0.kind == .unreadable } }) {
            throw CommandFailure(message: linted.map { file in
                let problem = file.problems.first { $0.kind == .binary || $0.kind == .unreadable }!
                return "\(file.path):\(problem.location.line):\(problem.location.column): error: \(problem.message); nothing was linted"
            }.joined(separator: "\n"))
        }
        for file in result.project.files {
            for problem in file.problems {
                console.err("\(file.path):\(problem.location.line):\(problem.location.column): warning: \(problem.message) [scan]\n")
            }
        }
        // A plain run reads the whole folder of the rules file; the plugins pass some targets.
        let extent: RuleCoverage.Extent = arguments.modules.isEmpty ? .whole : .part
        let before = result.violations.count
        result = RuleCoverage.adding(to: result, rules: rules, files: files, extent: extent)
        // `lint` reports them with the violations; the other commands would show nothing of them.
        if result.violations.count > before, arguments.command != "lint", arguments.command != "run-script" {
            for warning in result.violations where warning.rule == RuleID.unmatchedPattern {
                console.err("\(warning.file):\(warning.location.line):\(warning.location.column): warning: \(warning.message) [\(warning.rule)]\n")
            }
        }
        return (result, inputs)
    }

    /// An `ignore` that leaves no file to lint is a mistake, not a clean run: an error at the
    /// first `ignore` pattern of the rules file that takes a linted file.
    static func checkSomethingIsLinted(_ files: [SourceFile], rules: RuleSet) throws(CommandFailure) {
        guard !rules.ignoredPaths.isEmpty else { return }
        // Most runs stop at their first file.
        guard files.contains(where: { !$0.isContext }), !files.contains(where: { !$0.isContext && !rules.ignores($0.relativePath) }) else { return }
        let linted = files.filter { !$0.isContext }
        let count = "\(linted.count) Swift file\(linted.count == 1 ? "" : "s")"
        guard let claim = rules.claims.first(where: { claim in
            claim.kind == .ignore && linted.contains { claim.pattern.matchesPath($0.relativePath) }
        }) else {
            throw CommandFailure(message: "error: the rules' ignore patterns leave no file to lint (all \(count) found are ignored)")
        }
        throw CommandFailure(message: """
            \(claim.file):\(claim.location.line):\(claim.location.column): error: 'ignore \(claim.pattern.text)' leaves no file to lint \
            (the ignore patterns take all \(count) found)
            """)
    }

    /// `.archlint-baseline.json` beside the rules file in use, when there is one.
    static func discoverBaseline(_ arguments: Arguments, paths: [String]) -> String? {
        guard let rules = RulesLoader.rulesFile(presets: arguments.presets, config: arguments.config, paths: paths) else { return nil }
        let folder = System.split(rules).folder
        let candidate = folder.isEmpty ? baselineName : folder + "/" + baselineName
        return System.exists(candidate) ? candidate : nil
    }

    static func loadBaseline(_ path: String) throws(CommandFailure) -> Baseline {
        guard let data = System.contents(of: path) else {
            let reason = System.exists(path) ? "cannot read baseline" : "no such baseline file"
            throw CommandFailure(message: "\(path): error: \(reason)")
        }
        do {
            return try Baseline.parse(String(decoding: data, as: UTF8.self), file: path)
        } catch {
            throw CommandFailure(message: error.description)
        }
    }
}

/// Hands a value that is not `Sendable` to another thread, which alone uses it until the
/// handing thread has waited for it (the parsed descriptions of the facts cache, used by the
/// thread that reads the build descriptions and saved after it is done).
struct HandedOver<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
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

/// Keeps the last run's facts alive until the process exits. Freeing a million-line project's
/// objects one by one costs about 5 % of a warm run, and `archlint` exits right after reporting,
/// when the operating system takes the memory back at once. Only the last run is kept, so runs
/// in one process (the tests) do not pile up.
final class LastRun: @unchecked Sendable {
    static let shared = LastRun()
    // A singleton's lock: allocated once, never freed. (NSLock is Foundation's, which the tool
    // does not link on Linux.)
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()
    // Guarded by `lock`.
    private var result: LintResult?
    private var scan: ParallelScan.CachedScan?
    private var files: [SourceFile] = []
    private var folders: FolderListings?

    func keep(_ result: LintResult, scan: ParallelScan.CachedScan?, files: [SourceFile], folders: FolderListings?) {
        pthread_mutex_lock(lock)
        self.result = result
        self.scan = scan
        self.files = files
        self.folders = folders
        pthread_mutex_unlock(lock)
    }
}
