/// Everything one run learned: the pipeline's stages' results, in order.
public struct LintResult: Sendable {
    public var project: Project
    public var classification: Classification
    public var violations: [Violation]

    public var errorCount: Int { violations.count { $0.severity == .error } }
    public var warningCount: Int { violations.count { $0.severity == .warning } }
}

/// files ─► scan ─► model ─► classify ─► check. Reporting is the caller's: it only formats.
public enum Pipeline {
    public static func run(_ files: [SourceFile], rules: RuleSet) -> LintResult {
        let scanned = ParallelScan.scan(files)
        return reportingLintedFilesOnly(run(scanned: scanned, relativePaths: files.map(\.relativePath), rules: rules), files: files)
    }

    /// The same, reusing and refreshing a facts cache; returns the cache to save.
    public static func run(_ files: [SourceFile], rules: RuleSet, cache: FactsCache) -> (LintResult, ParallelScan.CachedScan) {
        let scan = ParallelScan.scan(files, cache: cache)
        return (reportingLintedFilesOnly(run(scanned: scan.files, relativePaths: files.map(\.relativePath), rules: rules), files: files), scan)
    }

    /// Context files (the linted modules' dependencies) inform the model; another run reports them.
    private static func reportingLintedFilesOnly(_ result: LintResult, files: [SourceFile]) -> LintResult {
        let context = Set(files.filter(\.isContext).map(\.displayPath))
        guard !context.isEmpty else { return result }
        var result = result
        result.violations.removeAll { context.contains($0.file) }
        return result
    }

    public static func run(scanned: [ScannedFile], relativePaths: [String]? = nil, rules: RuleSet) -> LintResult {
        let project = ProjectBuilder.build(scanned, relativePaths: relativePaths)
        let classification = Classifier.classify(project, rules: rules)
        let violations = Checker.check(project, classification: classification, rules: rules)
        return LintResult(project: project, classification: classification, violations: violations)
    }
}
