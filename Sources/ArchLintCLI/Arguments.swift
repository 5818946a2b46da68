import ArchLintKit

/// A usage error: a message for stderr and exit status 2.
struct UsageError: Error, Equatable {
    var message: String
}

/// The parsed command line of one `archlint` invocation.
struct Arguments {
    var command: String
    var paths: [String] = []
    var presets: [String] = []
    var config: String?
    var format: String?
    var output: String?
    /// Every `--format`, in order: `lint` writes several reports in one run.
    var formats: [String] = []
    /// Options that take no value (`--strict`, `--quiet`, …) that were given.
    var flags: Set<String> = []
    /// Every other option's last value, by name (`--baseline`, `--granularity`, …).
    var values: [String: String] = [:]
    /// `--module NAME=PATH` and `--context NAME=PATH`, in order (see ``ModuleOptions``).
    var modules: [ModuleSource] = []
    /// `--stamp FILE` (see ``Stamp``).
    var stamp: String?

    static func parse(_ words: [String]) throws(UsageError) -> Arguments {
        guard let command = words.first else { throw UsageError(message: "missing command") }
        guard let help = CommandHelp.named(command) else {
            if command.hasPrefix("-") {
                throw UsageError(message: "unknown option '\(command)'; the command comes first: archlint <command> [PATH…] [options]")
            }
            let hint = Suggestion.hint(for: command, in: CommandHelp.all.map(\.name))
            throw UsageError(message: "unknown command '\(command)'\(hint)")
        }
        let accepted = Dictionary(help.options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var arguments = Arguments(command: command)
        var index = 1
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            // After `--` every word is a path, even one that starts with '-'.
            if word == "--", !optionsEnded {
                optionsEnded = true
                continue
            }
            guard !optionsEnded, word.hasPrefix("-"), word != "-" else {
                arguments.paths.append(word)
                continue
            }
            // `--format=json` and `--format json` are the same.
            var name = word
            var value: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
            }
            guard let option = accepted[name] else {
                throw UsageError(message: "unknown option '\(name)' for '\(command)'; \(suggestion(for: name, in: help))")
            }
            if option.value == nil {
                guard value == nil else { throw UsageError(message: "option '\(name)' takes no value") }
                arguments.flags.insert(name)
                continue
            }
            if value == nil {
                guard index < words.count, !words[index].hasPrefix("--") else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
                value = words[index]
                index += 1
            }
            switch name {
            case "--preset": arguments.presets.append(value!)
            case "--config": arguments.config = value
            case "--format":
                arguments.format = value
                arguments.formats.append(value!)
            case "--output": arguments.output = value
            case "--module": try ModuleOptions.add(value!, isContext: false, to: &arguments.modules)
            case "--context": try ModuleOptions.add(value!, isContext: true, to: &arguments.modules)
            case "--stamp": arguments.stamp = value
            default: arguments.values[name] = value
            }
        }
        return arguments
    }

    /// A misspelt option's likely meaning: `-strict` or `-q` for `--strict` or `--quiet`, else the
    /// nearest name; failing that, where the options are listed.
    private static func suggestion(for name: String, in help: CommandHelp) -> String {
        let names = help.options.map(\.name)
        var candidates: [String] = []
        if !name.hasPrefix("--") {
            let long = "-" + name
            if names.contains(long) {
                candidates = [long]
            } else if name.count == 2 {
                // `-q`: the options that start with its letter.
                candidates = names.filter { $0.hasPrefix("-" + name) }
            }
        }
        if candidates.isEmpty, let nearest = Suggestion.closest(to: name, in: names) { candidates = [nearest] }
        switch candidates.count {
        case 0: return "'archlint help \(help.name)' lists its options"
        case 1: return "did you mean '\(candidates[0])'?"
        default: return "did you mean one of \(candidates.map { "'\($0)'" }.joined(separator: ", "))?"
        }
    }
}
