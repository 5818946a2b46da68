import ArchLintKit

/// `archlint diff`: what the working tree's change does to the architecture, against a base
/// revision read from git. Exit 1 only when the change brings an error-severity violation.
enum DiffCommand: Command {
    static let formats = ["text", "markdown", "json", "github", "sarif"]

    static let help = CommandHelp(
        name: "diff", operands: "[PATH…]",
        summary: "What the change does to the architecture against a base revision (exit 1 when it brings an error)",
        options: [
            OptionHelp(name: "--base", value: "REF", summary: "The revision to compare with (default: the merge base of HEAD with origin/HEAD, main or master)"),
            OptionHelp(
                name: "--format", value: "F[=FILE]",
                summary: "text (default), markdown (a pull-request comment), json, github or sarif (the new violations only); F=FILE writes that report to FILE",
                repeatable: true),
            OptionHelp(name: "--link-base", value: "URL", summary: "Markdown links to lines start with URL (https://github.com/OWNER/REPO/blob/SHA/), else relative to the repository"),
            .output, .preset, .config, .cachePath,
        ],
        examples: [
            "archlint diff --base main                              # the change against main",
            "archlint diff --format markdown=archlint.md --format github   # a PR comment and annotations",
        ])

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        let requests = try requests(arguments)
        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        if let missing = paths.first(where: { !System.exists($0) }) {
            throw CommandFailure(Diagnostic(file: missing, location: nil, message: "no such file or directory"))
        }
        let repository: GitRepository
        let revision: RevisionLint.Revision
        do {
            let found = try GitRepository.containing(paths[0], revision: arguments.values["--base"])
            repository = found.repository
            if let ref = arguments.values["--base"], let commit = found.commit {
                revision = RevisionLint.Revision(name: ref, commit: commit)
            } else {
                let base = try repository.defaultBase()
                revision = RevisionLint.Revision(name: base.branch, commit: base.commit)
            }
        } catch {
            throw CommandFailure(message: error.description)
        }

        let rules = try RulesLoader.load(presets: arguments.presets, config: arguments.config, paths: paths)
        let rulesFile = RulesLoader.rulesFile(presets: arguments.presets, config: arguments.config, paths: paths)
        let headRulesText = rulesFile.flatMap(System.text(of:))
        // git lists the base beside the working tree's run.
        let reading = Background { RevisionLint.Snapshot.read(revision, in: repository, rulesFile: rulesFile) }
        let run = try Pipeline.lint(LintCommand.lintRequest(arguments, rules: rules), warn: console.err)
        let (head, inputs) = (run.result, run.inputs)
        let base: LintResult
        let snapshot: RevisionLint.Snapshot
        let baseRules: RuleSet
        do {
            snapshot = try reading.value.get()
            // Rules the change left as they were are the working tree's, not read again.
            baseRules = snapshot.rulesText == headRulesText
                ? rules : try RulesLoader.parse(presets: arguments.presets, file: rulesFile, text: snapshot.rulesText, revision: revision.name)
            base = try RevisionLint.lint(snapshot, in: repository, roots: paths, head: head, headFiles: inputs.files, rules: baseRules)
        } catch let failure as CommandFailure {
            throw failure
        } catch let failure as GitRepository.Failure {
            throw CommandFailure(message: failure.description)
        }
        var graph = ArchitectureGraph.Options()
        graph.scope(to: inputs, includingTests: false)
        let roles = rules.roles + baseRules.roles.filter { !rules.roles.contains($0) }
        let diff = ArchitectureDiff.compare(
            base: base, head: head, revision: revision, roles: roles,
            rules: rulesFile.map { [($0, snapshot.rulesText, headRulesText)] } ?? [], graph: graph)

        let root = repository.root
        let links = DiffReporter.Links(base: arguments.values["--link-base"] ?? "") { path in
            let absolute = System.standardized(path)
            return absolute.hasPrefix(root + "/") ? String(absolute.dropFirst(root.count + 1)) : path
        }
        var introduced = head
        introduced.violations = diff.introduced
        introduced.suppressed = []
        func write(_ format: String, to output: inout BlockWriter) {
            switch format {
            case "markdown": output.write(DiffReporter.markdown(diff, links: links))
            case "json": output.write(DiffReporter.json(diff))
            case "github": GitHubReporter.write(diff.introduced, to: &output)
            case "sarif":
                let columns = UTF16Columns()
                SARIFReporter.write(introduced, root: System.currentDirectory(), version: ArchLintCommand.version, utf16Column: columns.column, to: &output)
            default: output.write(DiffReporter.text(diff))
            }
        }
        for request in requests {
            guard let path = request.path else { continue }
            try OutputFile.write(to: path) { write(request.format, to: &$0) }
        }
        if let request = requests.first(where: { $0.path == nil }) {
            console.out { write(request.format, to: &$0) }
        }
        return diff.introducesErrors ? 1 : 0
    }

    /// `--format F[=FILE]`, as `lint` reads it: at most one report to standard output.
    private static func requests(_ arguments: Arguments) throws(UsageError) -> [ReportRequest] {
        var requests: [ReportRequest] = []
        for spec in arguments.formats.isEmpty ? ["text"] : arguments.formats {
            let parts = spec.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard formats.contains(parts[0]) else {
                throw UsageError(message: "unknown format '\(parts[0])' for 'diff' (formats: \(formats.joined(separator: ", ")))")
            }
            if parts.count == 2, parts[1].isEmpty { throw UsageError(message: "'--format \(spec)' names no file after '='") }
            requests.append(ReportRequest(format: parts[0], path: parts.count == 2 ? parts[1] : arguments.output))
        }
        let toStandardOutput = requests.filter { $0.path == nil }
        if toStandardOutput.count > 1 {
            throw UsageError(message: "formats \(toStandardOutput.map { "'\($0.format)'" }.joined(separator: " and ")) both go to standard output; send all but one to files: --format \(toStandardOutput[1].format)=FILE")
        }
        return requests
    }
}
