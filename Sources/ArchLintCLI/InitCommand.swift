import ArchLintKit

/// `archlint init [PATH] [--preset NAME] [--freeze] [--force]`: a starter `.archlint.rules` in
/// PATH. Without `--preset`, `archlint detect` chooses: the main `use` line and a `use … in`
/// line for each area that follows another pattern, each with its evidence as a comment. With
/// `--freeze`, also a baseline of today's violations, so `archlint lint` passes from now on and
/// only new violations fail; on a folder that has a rules file already, `--freeze` keeps it and
/// writes only the baseline.
enum InitCommand: Command {
    static let help = CommandHelp(
        name: "init", operands: "[PATH]",
        summary: "Write a starter .archlint.rules (and, with --freeze, a baseline)",
        options: [
            OptionHelp(name: "--preset", value: "NAME", summary: "The preset to use (default: what archlint detect finds, with a use … in line per area that differs)"),
            OptionHelp(name: "--freeze", value: nil, summary: "Also write a baseline of today's violations, so lint passes and only new ones fail; an existing rules file is kept"),
            OptionHelp(name: "--force", value: nil, summary: "Replace existing files"),
        ],
        examples: ["archlint init --freeze   # adopt ArchLint on an existing app"])

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.paths.count <= 1 else { throw UsageError(message: "'init' takes one folder") }
        guard arguments.presets.count <= 1 else { throw UsageError(message: "'init' takes one --preset") }
        let folder = arguments.paths.first ?? "."
        guard System.kind(of: folder) == .folder else {
            throw CommandFailure(Diagnostic(file: folder, location: nil, message: "no such folder"))
        }
        let freeze = arguments.flags.contains("--freeze")
        let force = arguments.flags.contains("--force")
        let rulesPath = path(folder, RulesLoader.configName)
        let baselinePath = path(folder, Pipeline.baselineName)
        // Freezing an app that has its rules already: they stay as the user wrote them.
        let keepRules = freeze && !force && System.exists(rulesPath) && arguments.presets.isEmpty
        if !force {
            for existing in (keepRules ? [] : [rulesPath]) + (freeze ? [baselinePath] : []) where System.exists(existing) {
                throw CommandFailure(Diagnostic(file: existing, location: nil, message: "already exists; pass --force to replace it"))
            }
        }

        if keepRules {
            console.out("kept \(rulesPath) (your rules; only the baseline is written)\n")
        } else {
            let rules = try rulesText(preset: arguments.presets.first, folder: folder, console: console)
            try OutputFile.write(rules.text, to: rulesPath)
            console.out("created \(rulesPath) (\(rules.summary))\n")
            // What the rules say of the app today, once, so the first run is no surprise.
            if !freeze {
                let loaded = try RulesLoader.load(presets: [], config: rulesPath, paths: [folder])
                let result = try Pipeline.lint(LintRequest(paths: [folder], rules: loaded, rulesFile: rulesPath), warn: { _ in }).result
                console.out(lintSummary(result.violations, folder: folder))
            }
        }
        if freeze {
            let rules = try RulesLoader.load(presets: [], config: rulesPath, paths: [folder])
            let result = try Pipeline.lint(LintRequest(paths: [folder], rules: rules, rulesFile: rulesPath), warn: console.err).result
            let baseline = Pipeline.freeze(result)
            try OutputFile.write(to: baselinePath) { baseline.write(to: &$0) }
            let count = baseline.entries.reduce(0) { $0 + $1.count }
            console.out("created \(baselinePath) (\(count) violation\(count == 1 ? "" : "s") accepted; only new ones fail)\n")
        }
        return 0
    }

    /// The rules file's text and a one-line summary of what it says: the preset asked for, or
    /// what `detect` found, with the areas that differ.
    static func rulesText(preset requested: String?, folder: String, console: Console) throws -> (text: String, summary: String) {
        let header = { (name: String) in
            """
            # ArchLint rules: `archlint rules \(name)` prints what the preset says; add your own
            # statements below it (the language is in ArchLint's README, under "Rules").

            """
        }
        if let requested {
            guard Presets.text(of: requested) != nil else {
                throw CommandFailure(Diagnostic(message: "unknown preset '\(requested)' (presets: \(Presets.names.joined(separator: ", ")))"))
            }
            return (header(requested) + "use \(requested)\n", "use \(requested), as asked")
        }
        let detection = try Pipeline.detect(paths: [folder], warn: console.err)
        guard let pattern = detection.pattern else {
            throw CommandFailure(Diagnostic(message: """
                no architecture to detect: \(detection.reason ?? "no evidence"); \
                pass --preset NAME to choose one (presets: \(Presets.names.joined(separator: ", ")))
                """))
        }
        var text = header(pattern)
        text += "# `archlint detect` found \(pattern) (confidence \(JSONValue.twoDecimals(detection.confidence))):\n"
        for line in detection.candidates[0].evidence { text += "#   \(line)\n" }
        if let closeCall = detection.closeCall { text += "# close call: \(closeCall)\n" }
        if detection.candidates.count > 1 {
            let runnerUp = detection.candidates[1]
            text += "# runner-up: \(runnerUp.preset) (\(JSONValue.twoDecimals(runnerUp.score)))"
            text += runnerUp.evidence.first.map { ": \($0)\n" } ?? "\n"
        }
        text += "use \(pattern)\n"
        for area in detection.areas {
            text += "\n# \(area.path): \(area.evidence.joined(separator: "; "))\n\(area.useLine)\n"
        }
        let areas = detection.areas.isEmpty ? "" : ", " + detection.areas.map { "\($0.pattern) in \($0.path)" }.joined(separator: ", ")
        return (text, "use \(pattern)\(areas), as detected")
    }

    /// An app with at least this many errors is told how to accept them and fail only on new ones.
    static let manyErrors = 10

    /// `archlint lint` with the new rules, in a line: how many errors, the three role pairs
    /// with the most, and `init --freeze` when an existing app has many.
    static func lintSummary(_ violations: [Violation], folder: String) -> String {
        let errors = violations.filter { $0.severity == .error }
        guard !errors.isEmpty else { return "archlint lint with these rules: no errors\n" }
        var pairs: [String: Int] = [:]
        for error in errors {
            let source = error.source.role ?? error.source.name ?? "file"
            let target = error.target.role ?? error.target.name ?? "comment"
            pairs["\(source) → \(target)", default: 0] += 1
        }
        let largest = pairs.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map { "\($0.key) \($0.value)" }
        var text = "archlint lint with these rules: \(errors.count) error\(errors.count == 1 ? "" : "s") (most: \(largest.joined(separator: ", ")))\n"
        if errors.count >= manyErrors {
            let command = folder == "." ? "archlint init --freeze" : "archlint init \(folder) --freeze"
            text += "to accept today's errors and fail only on new ones: \(command) (it keeps these rules and writes a baseline)\n"
        }
        return text
    }

    static func path(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
