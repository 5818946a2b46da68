import Dispatch

/// What one run is asked to read and do: every command that lints (`lint`, `graph`, `roles`,
/// `explain`, `init`) describes its run with one, so they all see the same run.
package struct LintRequest: Sendable {
    /// The folders and files to lint, with no module (the current folder when empty and
    /// `modules` is empty too).
    package var paths: [String]
    /// The package graph, as the plugins pass it: modules to lint and modules read as context.
    package var modules: [ModuleSource]
    package var rules: RuleSet
    /// The rules file in use: path patterns are read from its folder, and the baseline beside
    /// it is found there.
    package var rulesFile: String?
    /// With a cache file, unchanged files are not scanned again, unchanged folders not listed
    /// again and unchanged build descriptions not parsed again; a cache that cannot be saved
    /// is a warning, never a failed run.
    package var cachePath: String?
    /// What a facts cache must have been written by (see ``FactsCache/load(from:salt:)``).
    package var cacheSalt: String
    /// Whether a baseline applies: `baseline`, else the one beside the rules file.
    package var appliesBaseline = false
    /// The baseline file asked for (`--baseline`).
    package var baseline: String?
    /// Where to write a baseline of this run's violations (`--write-baseline`).
    package var writeBaseline: String?
    /// Stale baseline entries are errors, not warnings.
    package var strictBaseline = false
    /// Report only the violations in files that differ from this git revision (changed, added,
    /// or new and not ignored by git): `--changed-since REF`.
    package var changedSince: String?
    /// Rule coverage warnings (patterns that match nothing) go to `warn` too: for the commands
    /// that show no violations.
    package var warnsOfUnmatchedPatterns = false
    /// Judge how the code uses the types it names in every file, not only where the uses decide
    /// a violation: for `explain`, which gives the verdict on any edge (see
    /// ``Pipeline/judgingUses(_:rescan:)``).
    package var judgesEveryUse = false

    package init(paths: [String], modules: [ModuleSource] = [], rules: RuleSet, rulesFile: String?, cachePath: String? = nil, cacheSalt: String = "") {
        self.paths = paths
        self.modules = modules
        self.rules = rules
        self.rulesFile = rulesFile
        self.cachePath = cachePath
        self.cacheSalt = cacheSalt
    }
}

/// One run's outcome: the result every report formats, and the inputs it read.
package struct LintRun: Sendable {
    package var result: LintResult
    /// The files, and the build descriptions that gave their modules.
    package var inputs: ProjectInputs
    /// The baseline written (``LintRequest/writeBaseline``), with where.
    package var writtenBaseline: (file: String, baseline: Baseline)?
}

extension Pipeline {
    /// The name of the baseline file found beside the rules file.
    package static let baselineName = ".archlint-baseline.json"

    /// One run, whole: the files found and their modules, scan (through the facts cache),
    /// model, classify, check, suppressions, files in no target, files that could not be read,
    /// rule coverage and the baseline. Warnings that are no violation (build descriptions that
    /// cannot be read, files the scanner could not fully read, a cache that cannot be saved)
    /// go to `warn` as they are found, each a whole line.
    package static func lint(_ request: LintRequest, warn: (String) -> Void) throws(RunFailure) -> LintRun {
        // The baseline is read before the scan, so a broken one fails fast.
        let baselinePath = request.appliesBaseline ? request.baseline ?? discoverBaseline(besideRulesFile: request.rulesFile) : nil
        let baseline = try baselinePath.map(loadBaseline)
        var run = try lintWithoutBaseline(request, warn: warn)
        if let target = request.writeBaseline {
            // Ratchet when an explicit baseline is given: counts only go down. Otherwise accept
            // everything there is now — adding entries only when asked to.
            // Either way, the entries about what this run did not lint are kept as they are.
            let result = run.result
            let places = result.baselinePlaces(of: result.violations)
            let written: Baseline
            if request.baseline != nil, let baseline {
                written = baseline.ratcheted(by: result.violations, places: places, scope: result.baselineScope)
            } else {
                let previous = target == baselinePath ? baseline : (System.exists(target) ? try loadBaseline(target) : nil)
                written = (previous ?? Baseline(entries: [])).replacing(with: result.violations, places: places, scope: result.baselineScope)
            }
            do {
                try AtomicFile.write(to: target) { written.write(to: &$0) }
            } catch {
                throw RunFailure(Diagnostic(file: target, location: nil, message: "cannot write output: \(error.reason)"))
            }
            run.result = result.applying(written, file: target, strict: request.strictBaseline)
            run.writtenBaseline = (target, written)
        } else if let baseline, let baselinePath {
            run.result = run.result.applying(baseline, file: baselinePath, strict: request.strictBaseline)
        }
        if let ref = request.changedSince {
            let root = request.paths.first ?? request.modules.first(where: { !$0.isContext })?.paths.first ?? "."
            run.result = try run.result.onlyChanged(since: ref, inRepositoryOf: root)
        }
        return run
    }

    private static func lintWithoutBaseline(_ request: LintRequest, warn: (String) -> Void) throws(RunFailure) -> LintRun {
        let rules = request.rules
        let cachePath = request.cachePath
        let cache = cachePath.map { FactsCache.load(from: $0, salt: request.cacheSalt) }
        // The walk reuses the cached listings of folders that have not changed.
        let folders = cache?.folderListings
        // And the parsed projects and manifests that have not changed.
        let parsed = cache?.parsedDescriptions ?? ParsedDescriptions(keeping: false)
        let handedOver = HandedOver(parsed)
        // The build descriptions say which module each file is in, which nothing needs until the
        // files are scanned: they are read on a thread of their own, the Xcode projects (the bulk
        // of them) as the walk finds them, the rest beside the scan, in that order.
        let descriptions = DispatchQueue(label: "archlint.descriptions")
        let workingDirectory = System.currentDirectory()
        let discovered = try DiscoveredInputs.discover(
            paths: request.paths, modules: request.modules, rulesFile: request.rulesFile, folders: folders,
            projectFound: { bundle in descriptions.async { handedOver.value.parseAhead(projectBundle: bundle, workingDirectory: workingDirectory) } })
        let checksTests = rules.checksTests
        let reading = Background(on: descriptions) {
            let inputs = discovered.reading(parsed: handedOver.value)
            return checksTests ? inputs.withTestsChecked : inputs
        }
        var result: LintResult
        if let cachePath, let cache, let folders {
            let run = Pipeline.run(discovered.files, rules: rules, cache: cache, assigned: { reading.value.files }, judgingEveryUse: request.judgesEveryUse)
            try checkSomethingIsLinted(reading.value.files, rules: rules)
            for warning in reading.value.description.warnings { warn(warning.description + "\n") }
            result = run.result
            LeftForExit.run.keep((result, run.scan, [discovered.files, reading.value.files], folders))
            do {
                // An unchanged cache is not written again: the warm run only reads.
                if var scan = run.scan, !scan.isUnchanged || !folders.isUnchanged || !parsed.isUnchanged {
                    scan.cache.keepFolders(folders)
                    scan.cache.keepDescriptions(parsed)
                    try scan.cache.save(to: cachePath)
                }
            } catch {
                warn(Diagnostic(.warning, file: error.path, location: nil, message: "cannot write the facts cache: \(error.reason)").description + "\n")
            }
        } else {
            result = Pipeline.run(discovered.files, rules: rules, cache: nil, assigned: { reading.value.files }, judgingEveryUse: request.judgesEveryUse).result
            try checkSomethingIsLinted(reading.value.files, rules: rules)
            for warning in reading.value.description.warnings { warn(warning.description + "\n") }
            LeftForExit.run.keep((result, [discovered.files, reading.value.files]))
        }
        let inputs = reading.value
        let files = inputs.files
        result = result.adding(inputs.notInAnyTarget(ignoring: rules))
        // Nothing linted is no pass, whether the folder holds no Swift file or only files that
        // are not Swift text (binary, unreadable): an error naming each, exit 2.
        // Looked at in place: most runs stop at their first file.
        let contextFiles = result.contextFiles
        let linted = result.project.files.lazy.filter { !contextFiles.contains($0.path) }
        if !linted.isEmpty, linted.allSatisfy({ file in file.problems.contains { $0.kind == .binary || $0.kind == .unreadable } }) {
            throw RunFailure(message: linted.map { file in
                let problem = file.problems.first { $0.kind == .binary || $0.kind == .unreadable }!
                return Diagnostic(file: file.path, location: problem.location, message: "\(problem.message); nothing was linted").description
            }.joined(separator: "\n"))
        }
        // By index: a loop over the files would copy each one, retaining all its facts.
        let scanned = result.project.files
        for index in scanned.indices where !scanned[index].problems.isEmpty {
            for problem in scanned[index].problems {
                warn(Diagnostic(.warning, file: scanned[index].path, location: problem.location, message: problem.message, id: "scan").description + "\n")
            }
        }
        // A plain run reads the whole folder of the rules file; the plugins pass some targets.
        let extent: RuleCoverage.Extent = request.modules.isEmpty ? .whole : .part
        let before = result.violations.count
        result = RuleCoverage.adding(to: result, rules: rules, files: files, extent: extent)
        // `lint` reports them with the violations; the other commands would show nothing of them.
        if result.violations.count > before, request.warnsOfUnmatchedPatterns {
            for warning in result.violations where warning.rule == RuleID.unmatchedPattern {
                warn(warning.diagnostic.description + "\n")
            }
        }
        return LintRun(result: result, inputs: inputs)
    }

    /// An `ignore` that leaves no file to lint is a mistake, not a clean run: an error at the
    /// first `ignore` pattern of the rules file that takes a linted file.
    static func checkSomethingIsLinted(_ files: [SourceFile], rules: RuleSet) throws(RunFailure) {
        guard !rules.ignoredPaths.isEmpty else { return }
        // Most runs stop at their first file.
        guard files.contains(where: { !$0.isContext }), !files.contains(where: { !$0.isContext && !rules.ignores($0.relativePath) }) else { return }
        let linted = files.filter { !$0.isContext }
        let count = "\(linted.count) Swift file\(linted.count == 1 ? "" : "s")"
        guard let claim = rules.claims.first(where: { claim in
            claim.kind == .ignore && linted.contains { claim.pattern.matchesPath($0.relativePath) }
        }) else {
            throw RunFailure(Diagnostic(message: "the rules' ignore patterns leave no file to lint (all \(count) found are ignored)"))
        }
        throw RunFailure(Diagnostic(
            file: claim.file, location: claim.location,
            message: "'ignore \(claim.pattern.text)' leaves no file to lint (the ignore patterns take all \(count) found)"))
    }

    /// `.archlint-baseline.json` beside the rules file, when there is one.
    package static func discoverBaseline(besideRulesFile rulesFile: String?) -> String? {
        guard let rulesFile else { return nil }
        let folder = System.split(rulesFile).folder
        let candidate = folder.isEmpty ? baselineName : folder + "/" + baselineName
        return System.exists(candidate) ? candidate : nil
    }

    /// The baseline file at `path`, read and parsed.
    package static func loadBaseline(_ path: String) throws(RunFailure) -> Baseline {
        guard let data = System.contents(of: path) else {
            let reason = System.exists(path) ? "cannot read baseline" : "no such baseline file"
            throw RunFailure(Diagnostic(file: path, location: nil, message: reason))
        }
        do {
            return try Baseline.parse(String(decoding: data, as: UTF8.self), file: path)
        } catch {
            throw RunFailure(message: error.description)
        }
    }

    /// A baseline that accepts every violation of `result` (`archlint init --freeze`).
    package static func freeze(_ result: LintResult) -> Baseline {
        Baseline(accepting: result.violations, places: result.baselinePlaces(of: result.violations))
    }

    /// Detection on the Swift files below `paths`, each in the module its Xcode target or
    /// package target gives it: a Domain or Data framework is a layer whatever its folder's
    /// name. Build descriptions that cannot be read go to `warn`.
    package static func detect(paths: [String], warn: (String) -> Void) throws(RunFailure) -> Detection {
        let found = try DiscoveredInputs.discover(paths)
        let inputs = found.reading(parsed: ParsedDescriptions(keeping: false))
        for warning in inputs.description.warnings { warn(warning.description + "\n") }
        return detect(inputs.files, modules: inputs.description.modules).detection
    }
}

extension LintResult {
    /// The run's violations in the files that differ from git revision `ref` (changed, added, or
    /// new and not ignored by git), in the repository holding `path`. The whole project was
    /// read, so references into untouched files resolve; a violation a change causes in an
    /// untouched file is not kept (`archlint diff` shows it).
    package func onlyChanged(since ref: String, inRepositoryOf path: String) throws(RunFailure) -> LintResult {
        let changed: Set<String>
        let repository: GitRepository
        do {
            let found = try GitRepository.containing(path, revision: ref)
            repository = found.repository
            changed = try repository.changedPaths(since: found.commit ?? ref)
        } catch {
            throw RunFailure(message: error.description)
        }
        var result = self
        let isChanged: (Violation) -> Bool = { violation in repository.repositoryPath(of: violation.file).map(changed.contains) ?? false }
        result.violations = violations.filter(isChanged)
        result.suppressed = suppressed.filter(isChanged)
        return result
    }
}

/// Hands a value that is not `Sendable` to another thread, which alone uses it until the
/// handing thread has waited for it (the parsed descriptions of the facts cache, used by the
/// serial queue that reads the build descriptions and saved after it is done).
struct HandedOver<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
