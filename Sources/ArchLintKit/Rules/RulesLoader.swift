
/// Finds and reads the rules for a run: `--preset` names, then `--config FILE` or the nearest
/// `.archlint.rules` above the first linted path, then rules written in code (``ArchLint``'s
/// `rules:`).
package enum RulesLoader {
    package static let configName = ".archlint.rules"
    /// The name rules written in code go by in their errors (`rules:2:11: error: …`).
    package static let textName = "rules"

    /// `required: false` (a module graph, which needs no rules) gives no rules rather than an
    /// error when there are none to find. `text` is read last, as the file ``textName``.
    package static func load(
        presets: [String], config: String?, paths: [String], text: String? = nil, required: Bool = true
    ) throws(RunFailure) -> RuleSet {
        // A mistyped path is the first thing to say: the rules are looked for from it, so
        // "no rules" would send the user after the wrong mistake.
        if let missing = paths.first(where: { !System.exists($0) }) {
            throw RunFailure(Diagnostic(file: missing, location: nil, message: "no such file or directory"))
        }
        var parser = RulesParser()
        do {
            if !presets.isEmpty {
                try parser.read(presets.map { "use \($0)" }.joined(separator: "\n"), file: "--preset")
            }
            let configPath = rulesFile(presets: presets, config: config, paths: paths, hasText: text != nil)
            if let configPath {
                guard let fileText = System.text(of: configPath) else {
                    let reason = System.exists(configPath) ? "cannot read rules file" : "no such rules file"
                    throw RunFailure(Diagnostic(file: configPath, location: nil, message: reason))
                }
                try parser.read(fileText, file: configPath)
            } else if presets.isEmpty, text == nil, required {
                throw RunFailure(Diagnostic(message: """
                    no rules: add a \(configName) file (for example 'use viper') or pass --preset NAME \
                    (presets: \(Presets.names.joined(separator: ", ")))
                    """))
            }
            if let text { try parser.read(text, file: textName) }
        } catch let failure as RulesErrors {
            // `--preset NAME` is no file: name the option instead of a line and column.
            throw RunFailure(message: failure.errors.map { error in
                error.file == "--preset" ? Diagnostic(message: "--preset: \(error.message)").description : error.description
            }.joined(separator: "\n"))
        } catch let failure as RunFailure {
            throw failure
        } catch {
            throw RunFailure(Diagnostic(message: "\(error)"))
        }
        return parser.ruleSet
    }

    /// The rules of another revision (`archlint diff`'s base): the same `--preset` names and the
    /// rules file's text there, read as if at its path; no file there, the presets alone.
    package static func parse(presets: [String], file: String?, text: String?, revision: String) throws(RunFailure) -> RuleSet {
        var parser = RulesParser()
        do {
            if !presets.isEmpty {
                try parser.read(presets.map { "use \($0)" }.joined(separator: "\n"), file: "--preset")
            }
            if let file, let text { try parser.read(text, file: file) }
        } catch {
            throw RunFailure(message: error.errors.map { "\($0.description) (the rules at \(revision))" }.joined(separator: "\n"))
        }
        return parser.ruleSet
    }

    /// The rules file a run reads: `--config FILE`, else, when no `--preset` and no rules text
    /// name the rules, the nearest `.archlint.rules`. `--preset` alone means that preset alone:
    /// a rules file found nearby is not added to it; nor to rules written in code.
    package static func rulesFile(presets: [String], config: String?, paths: [String], hasText: Bool = false) -> String? {
        config ?? (presets.isEmpty && !hasText ? discover(from: paths.first ?? ".") : nil)
    }

    /// The nearest `.archlint.rules` in the folder of `path` or any folder above it.
    package static func discover(from path: String) -> String? {
        var folder = System.standardized(path)
        if System.kind(of: folder) == .file { folder = System.split(folder).folder }
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + configName
            if System.exists(candidate) { return relativeToWorkingDirectory(candidate) }
            if folder == "/" { return nil }
            folder = System.split(folder).folder
        }
    }

    /// Diagnostics name the rules file relative to the working directory when it lies below it.
    private static func relativeToWorkingDirectory(_ path: String) -> String {
        let cwd = System.currentDirectory()
        let prefix = cwd.hasSuffix("/") ? cwd : cwd + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
