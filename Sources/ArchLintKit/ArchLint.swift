/// ArchLint from code: lint Swift files against architecture rules and read the violations,
/// as `archlint lint` finds them.
///
/// ```swift
/// import ArchLintKit
///
/// let result = try ArchLint.lint(paths: ["Examples/VIPERUsers"])
/// for violation in result.violations where violation.severity == .error {
///     print("\(violation.file):\(violation.location.line): \(violation.message) [\(violation.rule)]")
/// }
/// ```
///
/// An architecture test writes its rules in place:
///
/// ```swift
/// let result = try ArchLint.lint(paths: [sources], rules: "use viper\nPresenter must be final")
/// #expect(result.violations.isEmpty)
/// ```
public enum ArchLint {
    /// Lints the Swift files below `paths` as `archlint lint PATH…` does: the same rules, the
    /// same modules (from the Xcode projects and `Package.swift` files found), suppression
    /// comments and the baseline beside the rules file applied.
    ///
    /// - Parameters:
    ///   - paths: Folders and files to lint; the current folder when empty.
    ///   - rules: Rules written in code, as a rules file would say them (`"use viper\nPresenter
    ///     must be final"`), read after `presets` and `rulesFile`. A mistake in them is
    ///     reported at its line of the file `rules` (`rules:2:11: error: …`); their path patterns
    ///     are read from each linted path, as a preset's are.
    ///   - presets: Presets to lint with (`"viper"`, `"mvvm"`, …), as `--preset` names them.
    ///   - rulesFile: A rules file, as `--config` names it. With neither it nor `presets` nor
    ///     `rules`, the nearest `.archlint.rules` in the first path's folder or above it.
    ///   - warn: Receives each warning that is no violation (a file that cannot be read, a
    ///     build description that cannot be parsed) as a whole line.
    /// - Returns: The run's result: its ``LintResult/violations`` in file, line, column order.
    /// - Throws: ``RunFailure`` when a path or the rules cannot be read, no rules are found, or
    ///   no Swift file is.
    public static func lint(
        paths: [String] = [], rules: String? = nil, presets: [String] = [], rulesFile: String? = nil,
        warn: (String) -> Void = { _ in }
    ) throws(RunFailure) -> LintResult {
        let searchPaths = paths.isEmpty ? ["."] : paths
        let ruleSet = try RulesLoader.load(presets: presets, config: rulesFile, paths: searchPaths, text: rules)
        var request = LintRequest(
            paths: paths, rules: ruleSet,
            rulesFile: RulesLoader.rulesFile(presets: presets, config: rulesFile, paths: searchPaths, hasText: rules != nil))
        request.appliesBaseline = true
        return try Pipeline.lint(request, warn: warn).result
    }
}
