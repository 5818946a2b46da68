/// Everything one run learned: the pipeline's stages' results, in order.
public struct LintResult: Sendable {
    package var project: Project
    package var classification: Classification
    /// The rules the run was checked by.
    package var rules: RuleSet
    /// The violations that count, with warnings about suppression comments and stale baseline
    /// entries, in file, line, column order.
    public var violations: [Violation]
    /// Violations accepted by an `archlint:ignore` comment or the baseline, each carrying its
    /// ``Violation/suppression``, in file, line, column order.
    public var suppressed: [Violation] = []
    /// Each file's path below the linted root (same order as `project.files`).
    package var relativePaths: [String] = []
    /// The baseline file applied, if any.
    package var baselineFile: String?
    /// The files read as context (see ``SourceFile/isContext``), by the path they are reported
    /// by: their types inform the run, and nothing about them is reported.
    package var contextFiles: Set<String> = []
    /// The files whose header says they are generated code (see ``GeneratedHeader``), by the
    /// path they are reported by: read as context too (other code uses their types), never
    /// linted, and their types take no role by name or folder.
    package var generatedFiles: Set<String> = []
    /// What the check found the project's shape breaks, before suppressions (see
    /// ``Checker/shapeFindings(_:classification:rules:)``): judging uses in some files again
    /// changes none of it.
    package var shapeFindings: [Violation] = []
    /// The types' rules and decision tables the check used (see ``Checker/Rulings``), for
    /// judging uses again; nil in a result no check made.
    package var rulings: Checker.Rulings?

    /// How many of ``violations`` are errors (what fails `archlint lint`).
    public var errorCount: Int { violations.count { $0.severity == .error } }
    /// How many of ``violations`` are warnings.
    public var warningCount: Int { violations.count { $0.severity == .warning } }

    /// The run with a baseline applied: accepted violations move to `suppressed`, fixed entries
    /// become `stale-baseline` warnings (errors when `strict`).
    package func applying(_ baseline: Baseline, file: String, strict: Bool) -> LintResult {
        let outcome = baseline.apply(to: violations, places: baselinePlaces(of: violations), file: file, strict: strict, scope: baselineScope)
        var result = self
        result.violations = Self.ordered(outcome.reported + outcome.stale)
        result.suppressed = Self.ordered(suppressed + outcome.baselined)
        result.baselineFile = file
        return result
    }

    /// The run with more violations (found outside the pipeline's stages), in order.
    package func adding(_ more: [Violation]) -> LintResult {
        guard !more.isEmpty else { return self }
        var result = self
        result.violations = Self.ordered(violations + more)
        return result
    }

    /// The qualified names of the linted types.
    package var lintedTypeNames: Set<String> { Set(lintedTypes.map(\.qualifiedName)) }

    /// What the run linted, as a baseline judges it: its types, and its files by their paths from
    /// the rules file's folder.
    package var baselineScope: Baseline.Scope {
        let types = lintedTypes
        var files = Set<String>()
        var modules = Set<String>()
        for index in project.files.indices where !contextFiles.contains(project.files[index].path) {
            if index < relativePaths.count { files.insert(relativePaths[index]) }
            if let module = project.module(ofFileAt: index) { modules.insert(module) }
        }
        return Baseline.Scope(
            types: Set(types.map(\.qualifiedName)).union(modules),
            typesInModules: Set(types.compactMap { type in type.module.map { $0 + "\u{0}" + type.qualifiedName } }),
            files: files)
    }

    /// Each violation's place as a baseline remembers it: its module and file, the member it is
    /// in and a fingerprint of its line (each file with a violation read once more).
    package func baselinePlaces(of violations: [Violation]) -> [Baseline.Place?] {
        var fileIndex: [String: Int] = [:]
        for index in project.files.indices { fileIndex[project.files[index].path] = index }
        var lines: [String: [ArraySlice<UInt8>]] = [:]
        return violations.map { violation -> Baseline.Place? in
            guard Baseline.isBaselinable(violation) else { return nil }
            let index = fileIndex[violation.file]
            if lines[violation.file] == nil {
                lines[violation.file] = (System.contents(of: violation.file) ?? []).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            }
            let fileLines = lines[violation.file] ?? []
            let line = violation.location.line
            let text = line >= 1 && line <= fileLines.count ? fileLines[line - 1] : []
            return Baseline.Place(
                module: violation.source.module ?? index.flatMap { project.module(ofFileAt: $0) },
                file: index.flatMap { $0 < relativePaths.count ? relativePaths[$0] : nil } ?? violation.file,
                use: Baseline.Use(member: violation.member ?? "", line: Baseline.Use.fingerprint(ofLine: text)))
        }
    }

    /// How many files were linted (context files are read, not linted).
    public var lintedFileCount: Int { project.files.count - contextFiles.count }

    /// The types declared in linted files, not in context files.
    package var lintedTypes: [ProjectType] {
        contextFiles.isEmpty ? project.types : project.types.filter { !contextFiles.contains($0.file) }
    }

    /// The types `roles` lists: the linted ones and those of generated files, whose reasons say
    /// why they have no role by name (the dependencies' files are another run's to list).
    package var listedTypes: [ProjectType] {
        generatedFiles.isEmpty ? lintedTypes : project.types.filter { !contextFiles.contains($0.file) || generatedFiles.contains($0.file) }
    }

    /// The run without the violations in `files` (context files, which another run reports).
    func leavingOut(_ files: Set<String>) -> LintResult {
        guard !files.isEmpty else { return self }
        var result = self
        result.violations.removeAll { files.contains($0.file) }
        result.suppressed.removeAll { files.contains($0.file) }
        return result
    }

    /// By file, place, rule and message.
    static func ordered(_ violations: [Violation]) -> [Violation] {
        // Their places sorted, not the violations: a sort hands its comparison copies of the
        // elements, each retaining a violation's dozen strings; and the fields compared one by
        // one, not gathered into tuples.
        let order = violations.indices.sorted { precedes(violations[$0], violations[$1]) }
        return order.map { violations[$0] }
    }

    private static func precedes(_ a: borrowing Violation, _ b: borrowing Violation) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}

/// files ─► scan ─► model ─► classify ─► check ─► suppress. Reporting is the caller's: it only
/// formats. The baseline is applied by the caller too (``LintResult/applying(_:file:strict:)``),
/// because writing a baseline needs the violations before it.
package enum Pipeline {
    package static func run(_ files: [SourceFile], rules: RuleSet) -> LintResult {
        run(files, rules: rules, cache: nil).result
    }

    /// The same, reusing and refreshing a facts cache when one is given; returns the scan through
    /// the cache too, whose refreshed cache the caller saves.
    ///
    /// `assigned`, when given, returns the same files (same order) with what only the build
    /// descriptions say — each one's module, whether it is test code or context — and is called
    /// once the files are scanned: the scan needs only where the files are, so the descriptions
    /// are read beside it.
    ///
    /// The violations need the uses judged (``ReferenceUse``) only where they decide an edge,
    /// so the files are scanned without and then judged there (see
    /// ``judgingUses(_:rescan:)``). `judgingEveryUse` judges every file's at once, for a caller
    /// that explains any edge.
    package static func run(
        _ files: [SourceFile], rules: RuleSet, cache: FactsCache?, assigned: (() -> [SourceFile])? = nil, judgingEveryUse: Bool = false
    ) -> (result: LintResult, scan: ParallelScan.CachedScan?) {
        // Ignored paths (`ignore **/Generated/**`, vendored code) are never read. Matched on all cores, and the
        // files copied only when some are ignored (most runs ignore none).
        // Which are ignored, by index: the assigned files are the same files in the same order.
        let isIgnored = !rules.ignoresAnyPath ? [] : Parallel.map(files.count) { rules.ignores(files[$0].relativePath) }
        let ignoresSome = isIgnored.contains(true)
        func kept(_ files: [SourceFile]) -> [SourceFile] {
            ignoresSome ? files.indices.filter { !isIgnored[$0] }.map { files[$0] } : files
        }
        var files = kept(files)
        // A cycle is made of uses: with a cycle rule, every edge's use counts.
        let judgesAtOnce = judgingEveryUse || !rules.cycleRules.isEmpty
        var cachedScan = cache.map { ParallelScan.scan(files, cache: $0, judgingUses: judgesAtOnce) }
        let scanned = cachedScan?.files ?? ParallelScan.scan(files, judgingUses: judgesAtOnce)
        // Where the files are, to scan some again: the assigned files are the same ones.
        let found = files
        if let assigned { files = kept(assigned()) }
        // The classification of the run that wrote the cache, when the project and the rules are
        // the ones it was made from.
        let key = cachedScan.flatMap { scan in scan.contentHashes.flatMap { classificationKey(scanned, files: files, contentHashes: $0, rules: rules) } }
        let kept = key.flatMap { cachedScan?.cache.classification(for: $0) }
        let cachedClassification = kept.map { encoded in { (typeCount: Int) in Classification.decoded(encoded, typeCount: typeCount) } }
        // The files are filtered already: straight to the stages after scanning.
        let (result, reused) = stages(scanned, files: files, rules: rules, cachedClassification: cachedClassification)
        if let key, !reused {
            var writer = ByteWriter()
            result.classification.encode(into: &writer)
            cachedScan?.cache.keepClassification(writer.bytes, key: key)
            cachedScan?.isUnchanged = false
        }
        guard !judgesAtOnce else { return (result, cachedScan) }
        return (judgingUses(consume result) { ParallelScan.judgeUses(at: $0, of: found, scan: &cachedScan) }, cachedScan)
    }

    /// Judges uses where they decide an edge. A scan that takes every reference as a use finds
    /// every violation the judged uses give, and more: code that only builds a type or hands
    /// it on breaks fewer rules than code that uses it, never others (see
    /// ``EdgeRuling/decide(role:allow:denies:targetRole:targetIsConcrete:isUse:matchesTypes:)``).
    /// So a file is scanned again with its uses judged only when it holds a forbidden
    /// dependency, reported or suppressed, that only building or handing on the target would
    /// allow (most break a rule whatever the code does: a `must not use`, a `types` pattern);
    /// `rescan` gets their places in the project's files. Only those files' violations can
    /// change (nothing else reads a use), so only they are checked again, with those facts in
    /// place: the result is the one every file's judged uses give.
    static func judgingUses(_ result: consuming LintResult, rescan: ([Int]) -> [ScannedFile]) -> LintResult {
        let decisive = decisiveFiles(of: result)
        guard !decisive.isEmpty else { return result }
        result.project.replaceFiles(at: decisive, with: rescan(decisive))
        let violations = Checker.check(
            result.project, classification: result.classification, rules: result.rules, inFiles: decisive, shapeFindings: result.shapeFindings,
            rulings: result.rulings)
        let outcome = Suppressions.apply(to: violations, files: decisive.map { result.project.files[$0] })
        let paths = Set(decisive.map { result.project.files[$0].path })
        result.violations = LintResult.ordered(result.violations.filter { !paths.contains($0.file) } + outcome.reported + outcome.notices)
        result.suppressed = LintResult.ordered(result.suppressed.filter { !paths.contains($0.file) } + outcome.suppressed)
        return result
    }

    /// The files ``judgingUses(_:rescan:)`` scans again: those not judged yet with a forbidden
    /// dependency, reported or suppressed, that the verdict allows when the code only builds
    /// its target. Each such file is judged on its own, on all cores, in file order.
    private static func decisiveFiles(of result: LintResult) -> [Int] {
        // Where each forbidden dependency is written, by file. The files' paths are kept in a
        // table keyed by the fast hash of their bytes (``TypeNames``): every file of the
        // project is looked up, and a `Dictionary` hashed each path with SipHash.
        var paths = TypeNames()
        var found: [Set<SourceLocation>] = []
        func note(_ violation: Violation) {
            guard violation.rule == RuleID.forbiddenDependency else { return }
            let hash = TypeNames.hash(violation.file)
            if let entry = paths.entry(of: violation.file, hash: hash) {
                found[paths.first(of: entry)].insert(violation.location)
            } else {
                paths.insert(violation.file, hash: hash, id: found.count)
                found.append([violation.location])
            }
        }
        for index in result.violations.indices { note(result.violations[index]) }
        for index in result.suppressed.indices { note(result.suppressed[index]) }
        guard !found.isEmpty else { return [] }
        let places = found
        let project = result.project, classification = result.classification, rules = result.rules
        // Each source type's rules as the check found them: a verdict then need not look them up.
        let governing = result.rulings?.governing
        // By index, read in place: copying a file would retain all its facts.
        let candidates: [(file: Int, places: Int)] = project.files.indices.compactMap { file in
            guard !project.files[file].usesAreJudged, let entry = paths.entry(of: project.files[file].path) else { return nil }
            return (file, paths.first(of: entry))
        }
        let isDecisive = Parallel.map(candidates.count) { index in
            let (file, entry) = candidates[index]
            for position in project.dependencies.positions(inFileAt: file)
            where places[entry].contains(project.dependencies.location(at: position)) {
                var dependency = project.dependencies[position]
                dependency.use = .construction
                let verdict = Checker.verdict(
                    on: dependency, project: project, classification: classification, rules: rules, governing: governing?[dependency.source],
                    explaining: false)
                if verdict.violation == nil { return true }
            }
            return false
        }
        return candidates.indices.filter { isDecisive[$0] }.map { candidates[$0].file }
    }

    /// The same for files scanned already (another revision's, read from git), each the scan
    /// of the file at the same index.
    package static func run(scanned: [ScannedFile], files: [SourceFile], rules: RuleSet) -> LintResult {
        guard rules.ignoresAnyPath else { return stages(scanned, files: files, rules: rules) }
        let kept = files.indices.filter { !rules.ignores(files[$0].relativePath) }
        return stages(kept.map { scanned[$0] }, files: kept.map { files[$0] }, rules: rules)
    }

    /// What a classification is made from, digested: the rules' texts, and each file's path,
    /// module, targets and content (the facts are the tool's reading of it, and the cache is
    /// this build's). Nil for rules not read from text.
    static func classificationKey(_ scanned: [ScannedFile], files: [SourceFile], contentHashes: [UInt64], rules: RuleSet) -> UInt64? {
        guard !rules.texts.isEmpty, scanned.count == files.count, contentHashes.count == files.count else { return nil }
        var writer = ByteWriter()
        writer.int(rules.texts.count)
        for text in rules.texts { writer.string(text) }
        writer.int(files.count)
        for index in files.indices {
            writer.string(files[index].displayPath)
            writer.string(files[index].relativePath)
            writer.string(scanned[index].path)
            writer.string(files[index].module.map { "+" + $0 } ?? "-")
            writer.int(files[index].otherModules.count)
            for module in files[index].otherModules { writer.string(module) }
            writer.int((files[index].isInTestTarget ? 1 : 0) | (files[index].isContext ? 2 : 0) | (scanned[index].usesAreJudged ? 4 : 0))
            writer.raw(contentHashes[index])
        }
        return writer.bytes.withUnsafeBufferPointer(ContentHash.of)
    }

    /// model ─► classify ─► check ─► suppress, with what the build descriptions said of each file.
    private static func stages(_ scanned: [ScannedFile], files: [SourceFile], rules: RuleSet) -> LintResult {
        stages(scanned, files: files, rules: rules, cachedClassification: nil).result
    }

    /// The same, with the classification `cachedClassification` gives for the project's type
    /// count when it gives one (`reused`).
    private static func stages(
        _ scanned: [ScannedFile], files: [SourceFile], rules: RuleSet, cachedClassification: ((Int) -> Classification?)?
    ) -> (result: LintResult, reused: Bool) {
        // Files only test targets compile are test code (see ``TestCode``); most runs have none.
        let testTargetFiles = Set(files.indices.lazy.filter { files[$0].isInTestTarget }.map { files[$0].displayPath })
        let otherModules = files.contains { !$0.otherModules.isEmpty } ? files.map(\.otherModules) : []
        let (result, reused) = assemble(
            scanned, relativePaths: files.indices.map { files[$0].relativePath }, modules: modules(of: files),
            otherModules: otherModules, testTargetFiles: testTargetFiles, rules: rules, cachedClassification: cachedClassification)
        return (reportingLintedFilesOnly(result, files: files, scanned: scanned), reused)
    }

    /// files ─► scan ─► model ─► detect: which architecture the code follows and where
    /// (`archlint detect`, and `archlint init`'s choice). Returns the scan too, for a lint of
    /// the same files.
    /// `modules`: the modules the build descriptions declare, whose kinds are evidence too (a
    /// Domain framework is a layer). Files only test targets compile are left out: test code is
    /// not the app's architecture.
    package static func detect(_ files: [SourceFile], modules declared: [DeclaredModule] = []) -> (detection: Detection, scanned: [ScannedFile]) {
        let files = files.contains(where: \.isInTestTarget) ? files.filter { !$0.isInTestTarget } : files
        let scanned = ParallelScan.scan(files)
        let project = ProjectBuilder.build(scanned, relativePaths: files.map(\.relativePath), modules: modules(of: files))
        var kinds: [String: ModuleKind] = [:]
        for module in declared where kinds[module.name] == nil { kinds[module.name] = module.kind }
        return (Detector.detect(project, moduleKinds: kinds), scanned)
    }

    /// Each file's module: the one its target gives it (`--module`, the plugins), else the one
    /// its path says (`Sources/<Module>/…`).
    private static func modules(of files: [SourceFile]) -> [String?] {
        // By index: a closure over each element would copy it, retaining its four strings.
        Parallel.map(files.count) { files[$0].module ?? ModuleLayout.module(ofRelativePath: files[$0].relativePath) }
    }

    /// Context files (the linted modules' dependencies) inform the model; another run reports
    /// them. Generated files inform it too, and no run reports them.
    private static func reportingLintedFilesOnly(_ result: LintResult, files: [SourceFile], scanned: [ScannedFile]) -> LintResult {
        // By index: a filter over the files would copy each one, retaining all its facts.
        let generated = Set(scanned.indices.lazy.filter { scanned[$0].generatedMarker != nil }.map { scanned[$0].path })
        let context = Set(files.indices.lazy.filter { files[$0].isContext }.map { files[$0].displayPath }).union(generated)
        guard !context.isEmpty else { return result }
        var result = result.leavingOut(context)
        result.contextFiles = context
        result.generatedFiles = generated
        return result
    }

    package static func run(scanned: [ScannedFile], relativePaths: [String]? = nil, modules: [String?]? = nil, rules: RuleSet) -> LintResult {
        var scanned = scanned
        var relativePaths = relativePaths
        var modules = modules ?? relativePaths?.map(ModuleLayout.module(ofRelativePath:))
        if rules.ignoresAnyPath {
            let kept = scanned.indices.filter { !rules.ignores(relativePaths?[$0] ?? scanned[$0].path) }
            scanned = kept.map { scanned[$0] }
            relativePaths = relativePaths.map { paths in kept.map { paths[$0] } }
            modules = modules.map { modules in kept.map { modules[$0] } }
        }
        return assemble(scanned, relativePaths: relativePaths, modules: modules, rules: rules).result
    }

    /// model ─► classify ─► check ─► suppress, for files none of which is ignored.
    private static func assemble(
        _ scanned: [ScannedFile], relativePaths: [String]?, modules: [String?]?, otherModules: [[String]] = [], testTargetFiles: Set<String> = [],
        rules: RuleSet, cachedClassification: ((Int) -> Classification?)? = nil
    ) -> (result: LintResult, reused: Bool) {
        var project = ProjectBuilder.build(scanned, relativePaths: relativePaths, modules: modules, otherModules: otherModules)
        project.testTargetFiles = testTargetFiles
        let cached = cachedClassification?(project.types.count)
        let classification = cached ?? Classifier.classify(project, rules: rules)
        return (checked(project, classification: classification, rules: rules, relativePaths: relativePaths ?? scanned.map(\.path)), cached != nil)
    }

    /// check ─► suppress.
    private static func checked(_ project: Project, classification: Classification, rules: RuleSet, relativePaths: [String]) -> LintResult {
        let shape = Checker.shapeFindings(project, classification: classification, rules: rules)
        let rulings = Checker.Rulings(project, classification: classification, rules: rules)
        let violations = Checker.check(project, classification: classification, rules: rules, shapeFindings: shape, rulings: rulings)
        let outcome = Suppressions.apply(to: violations, files: project.files)
        return LintResult(
            project: project, classification: classification, rules: rules,
            violations: LintResult.ordered(outcome.reported + outcome.notices),
            suppressed: LintResult.ordered(outcome.suppressed),
            relativePaths: relativePaths, shapeFindings: shape, rulings: rulings)
    }
}
