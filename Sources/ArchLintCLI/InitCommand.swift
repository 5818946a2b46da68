import ArchLintKit

/// `archlint init [PATH] [--preset NAME] [--freeze] [--force]`: a starter `.archlint.rules` in
/// PATH, using the given preset or the one that gives most of the code's types a role. With
/// `--freeze`, also a baseline of today's violations, so `archlint lint` passes from now on and
/// only new violations fail.
enum InitCommand {
    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard arguments.paths.count <= 1 else { throw UsageError(message: "'init' takes one folder") }
        guard arguments.presets.count <= 1 else { throw UsageError(message: "'init' takes one --preset") }
        let folder = arguments.paths.first ?? "."
        guard System.kind(of: folder) == .folder else {
            throw CommandFailure(message: "\(folder): error: no such folder")
        }
        let freeze = arguments.flags.contains("--freeze")
        let rulesPath = path(folder, RulesLoader.configName)
        let baselinePath = path(folder, LintCommand.baselineName)
        if !arguments.flags.contains("--force") {
            for existing in [rulesPath] + (freeze ? [baselinePath] : []) where System.exists(existing) {
                throw CommandFailure(message: "\(existing): error: already exists; pass --force to replace it")
            }
        }

        let files = try ArchLintCommand.discover([folder])
        let scanned = ParallelScan.scan(files)
        let relativePaths = files.map(\.relativePath)
        let choice = try choosePreset(arguments.presets.first, scanned: scanned, relativePaths: relativePaths)

        let rules = """
            # ArchLint rules: `archlint rules \(choice.name)` prints what the preset says; add your own
            # statements below it (the language is in ArchLint's README, under "Rules").
            # `archlint init` chose '\(choice.name)': it gives a role to \(choice.classified) of \(choice.result.project.types.count) types.
            use \(choice.name)

            """
        try OutputFile.write(rules, to: rulesPath)
        console.out("created \(rulesPath) (use \(choice.name): \(choice.classified) of \(choice.result.project.types.count) types get a role)\n")
        if freeze {
            let baseline = Baseline(accepting: choice.result.violations, places: choice.result.baselinePlaces(of: choice.result.violations))
            try OutputFile.write(to: baselinePath) { baseline.write(to: &$0) }
            let count = baseline.entries.reduce(0) { $0 + $1.count }
            console.out("created \(baselinePath) (\(count) violation\(count == 1 ? "" : "s") accepted; only new ones fail)\n")
        }
        return 0
    }

    /// The preset asked for, or the one whose role rules classify the most types (the first in
    /// name order on a tie), plain data aside.
    static func choosePreset(
        _ requested: String?, scanned: [ScannedFile], relativePaths: [String]
    ) throws -> (name: String, result: LintResult, classified: Int) {
        let candidates = requested.map { [$0] } ?? Presets.names
        var best: (name: String, result: LintResult, fit: Int)?
        for name in candidates {
            guard Presets.text(of: name) != nil else {
                throw CommandFailure(message: "error: unknown preset '\(name)' (presets: \(Presets.names.joined(separator: ", ")))")
            }
            var parser = RulesParser()
            do {
                try parser.read("use \(name)", file: "--preset")
            } catch {
                throw CommandFailure(message: error.description)
            }
            let result = Pipeline.run(scanned: scanned, relativePaths: relativePaths, rules: parser.ruleSet)
            // Plain data takes the data role of any preset that has one: it tells no pattern
            // from another, so it is not counted.
            let fit = result.classification.assignments.count { $0.role != nil && !$0.isPlainData }
            if best == nil || fit > best!.fit { best = (name, result, fit) }
        }
        guard let best, best.fit > 0 || requested != nil else {
            throw CommandFailure(message: "error: no preset gives any type a role here; pass --preset NAME (presets: \(Presets.names.joined(separator: ", ")))")
        }
        return (best.name, best.result, best.result.classification.assignments.count { $0.role != nil })
    }

    static func path(_ folder: String, _ name: String) -> String {
        folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
    }
}
