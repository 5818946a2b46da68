import ArchLintKit

/// `archlint explain TYPE [PATH…]`: why a type has its role, and the verdict on every edge out
/// of it (each reference and each import of its files), with the rule that decided.
enum ExplainCommand: Command {
    static let help = CommandHelp(
        name: "explain", operands: "TYPE [PATH…]",
        summary: "Show a type's role and evidence, and the verdict on every edge out of it",
        options: [.preset, .config, .cachePath, .module, .context],
        examples: ["archlint explain UserInteractor Examples/VIPERUsers"])

    static func run(_ arguments: Arguments, console: Console) throws -> Int32 {
        guard let name = arguments.paths.first else {
            throw UsageError(message: "'explain' needs a type name: archlint explain TYPE [PATH…]")
        }
        // The files are read as `lint` reads them (`--module`, as the plugins pass a package's
        // targets, and the facts cache too), so the verdicts are the ones lint gives.
        var linted = arguments
        linted.paths = Array(arguments.paths.dropFirst())
        let rules = try RulesLoader.load(presets: arguments.presets, config: arguments.config, paths: ModuleOptions.rulesSearchPaths(linted))
        // The baseline too, as lint and graph apply it: an accepted violation says so.
        var request = LintCommand.lintRequest(linted, rules: rules)
        request.appliesBaseline = true
        request.baseline = arguments.values["--baseline"]
        // Every edge's verdict, not only the violations': every use judged.
        request.judgesEveryUse = true
        let result = try Pipeline.lint(request, warn: console.err).result
        // A name several types declare (one per module, or `private` ones in several files) is
        // explained type by type: each is a type of its own, with its role and edges.
        if let ids = result.project.candidates[name], ids.count > 1 {
            console.out(ids.map { render(result.project.types[$0], result: result, rules: rules) }.joined(separator: "\n"))
            return 0
        }
        let type = try find(name, in: result.project)
        console.out(render(type, result: result, rules: rules))
        return 0
    }

    /// The type by qualified name, else by simple name when only one type has it.
    static func find(_ name: String, in project: Project) throws(CommandFailure) -> ProjectType {
        if let type = project.type(named: name) { return type }
        let bySimpleName = project.types.filter { $0.name == name }
        if bySimpleName.count == 1 { return bySimpleName[0] }
        if bySimpleName.count > 1 {
            let names = bySimpleName.map(\.qualifiedName).joined(separator: ", ")
            throw CommandFailure(Diagnostic(message: "'\(name)' names several types (\(names)); give the qualified name"))
        }
        let hint = Suggestion.hint(for: name, in: project.types.lazy.map(\.qualifiedName))
        throw CommandFailure(Diagnostic(message: "no type named '\(name)' in the linted files\(hint)"))
    }

    static func render(_ type: ProjectType, result: LintResult, rules: RuleSet) -> String {
        let project = result.project
        let assignment = result.classification.assignments[type.id]
        var out = "\(type.qualifiedName) (\(type.kind.rawValue)) at \(type.file):\(type.location)\n"
        for (file, location) in type.extensions {
            out += "  extended at \(file):\(location)"
            if let code = result.classification.extensionCode(of: type.id, inFile: file) {
                out += code.role.map { " (its code is \($0): \(code.reason))" } ?? " (its code has no role: \(code.reason))"
            }
            out += "\n"
        }
        if assignment.isCompositionRoot {
            out += "role: none, \(assignment.reason)\n"
        } else {
            out += "role: \(assignment.role.map { assignment.strength == .weak ? "\($0) (weak)" : $0 } ?? "none"), \(assignment.reason)\n"
        }
        if let conflict = assignment.conflict { out += "conflict: \(conflict)\n" }
        if assignment.role == nil, !assignment.isCompositionRoot, !assignment.isTestCode {
            out += roleHelp(for: type, result: result, rules: rules)
        }

        // What the run decided on each edge out of it (see ``LintResult/decisions(of:)``).
        let decisions = result.decisions(of: type.id)
        out += "edges: \(decisions.dependencies.count)\n"
        for (dependency, decision) in decisions.dependencies {
            let target: String
            switch dependency.target {
            case .type(let id):
                // A weak role says so (see ``RoleStrength``).
                let role = result.classification.assignments[id].role.map { result.classification.assignments[id].strength == .weak ? "\($0), weak" : $0 }
                target = "\(project.types[id].qualifiedName) (\(role ?? "no role"))"
            case .external(let name):
                target = "\(name) (external)"
            }
            let member = dependency.member.map { " in \($0)" } ?? ""
            out += "  \(dependency.file):\(dependency.location)\(member) → \(target): \(line(decision))\n"
        }
        out += "imports: \(decisions.imports.count)\n"
        for (file, item, decision) in decisions.imports {
            out += "  \(file):\(item.location) import \(item.module): \(line(decision))\n"
        }
        if !decisions.conventions.isEmpty {
            out += "conventions: \(decisions.conventions.count)\n"
            for (rule, decision) in decisions.conventions {
                let shown: String
                switch decision.outcome {
                case .decided(let violations): shown = violations.map { "\($0.file):\($0.location) \(line($0))" }.joined(separator: "; ")
                case .allowed: shown = "kept"
                case .notReported, .reportedOnce: shown = "not reported"
                }
                out += "  \(rule.subject) \(rule.statement) [\(rule.origin)]: \(shown)\n"
            }
        }
        return out
    }

    /// For a type with no role: the name patterns that almost match it, the project protocols
    /// on either side of it with their roles, and how to give it one.
    static func roleHelp(for type: ProjectType, result: LintResult, rules: RuleSet) -> String {
        let project = result.project
        let classification = result.classification
        func described(_ id: ProjectType.ID) -> String {
            "\(project.types[id].qualifiedName) (\(classification.role(of: id) ?? "no role"))"
        }
        var out = ""
        let near = nearMisses(of: type.name, rules: rules)
        if !near.isEmpty {
            out += "almost matched:\n" + near.map { "  \($0)\n" }.joined()
        }
        var supertypes: [String] = []
        for name in type.inherits {
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            if let id = project.id(named: name) ?? project.id(named: simple) {
                supertypes.append(described(id))
            } else {
                supertypes.append("\(name) (external)")
            }
        }
        if !supertypes.isEmpty { out += "conforms to: \(supertypes.joined(separator: ", "))\n" }
        let implementers = project.types.filter { other in
            other.id != type.id && other.inherits.contains { $0 == type.name || $0 == type.qualifiedName }
        }
        if !implementers.isEmpty {
            out += "conformed to by: \(implementers.map { described($0.id) }.joined(separator: ", "))\n"
        }
        // The role a near miss points to, else a placeholder.
        let role = near.first.flatMap { $0.split(separator: "(").dropFirst().first?.split(separator: ")").first.map(String.init) } ?? "ROLE"
        let word = trailingWord(of: type.name)
        let pattern = word == type.name ? type.name : "*" + word
        out += "to give it a role: write '// archlint:role \(role)' just above its declaration, or add '\(role) is named \(pattern)' "
            + "(every type named so) or '\(role) includes \(type.qualifiedName)' (this one) to the rules; roles: \(rules.roles.joined(separator: ", "))\n"
        return out
    }

    /// The `is named` patterns whose literal part the name holds in the wrong place or case
    /// (`*ViewController` for `HomeViewControllerImpl` or `HomeViewcontroller`), the longest first.
    static func nearMisses(of name: String, rules: RuleSet) -> [String] {
        var found: [(length: Int, text: String)] = []
        var seen = Set<String>()
        let lowered = name.lowercased()
        for rule in rules.roleRules {
            guard case .name(let patterns) = rule.signal else { continue }
            for pattern in patterns where !pattern.isQualified && !seen.contains(pattern.text) {
                let text = pattern.text
                // Only `*Suffix` and `Prefix*`: their literal is the whole of what they ask.
                let isSuffix = text.hasPrefix("*") && !text.dropFirst().contains(where: { "*?[".contains($0) })
                let isPrefix = text.hasSuffix("*") && !text.dropLast().contains(where: { "*?[".contains($0) })
                guard isSuffix || isPrefix else { continue }
                let literal = String(isSuffix ? text.dropFirst() : text.dropLast())
                guard literal.count >= 4, literal.first?.isUppercase == true else { continue }
                let why: String
                if isSuffix ? name.hasSuffix(literal) : name.hasPrefix(literal) {
                    continue
                } else if name.contains(literal) {
                    why = "the name holds '\(literal)' but does not \(isSuffix ? "end" : "start") with it"
                } else if isSuffix ? lowered.hasSuffix(literal.lowercased()) : lowered.hasPrefix(literal.lowercased()) {
                    why = "the name \(isSuffix ? "ends" : "starts") with '\(literal)' in another case"
                } else {
                    continue
                }
                seen.insert(text)
                found.append((literal.count, "'\(text)' (\(rule.role)): \(why)"))
            }
        }
        return found.sorted { $0.length > $1.length }.prefix(5).map(\.text)
    }

    /// The last capitalised word of a name (`Handler` of `LoginHandler`).
    private static func trailingWord(of name: String) -> String {
        guard let start = name.lastIndex(where: \.isUppercase) else { return name }
        return String(name[start...])
    }

    /// A decision as the run made it: the violations it reports or accepted, else why the edge
    /// is allowed (or, where the check finds a break the run does not report, as in a file read
    /// as context, says so) and the rule that decided.
    private static func line(_ decision: Decision) -> String {
        let rule = decision.rule.map { " [\($0)]" } ?? ""
        switch decision.outcome {
        case .decided(let violations): return violations.map(line).joined(separator: "; ")
        case .reportedOnce(let first): return "reported once for its line, at \(first.location): \(line(first))"
        case .allowed: return "allowed, \(decision.reason)\(rule)"
        case .notReported: return "not reported, \(decision.reason)\(rule)"
        }
    }

    /// A violation as the run decided it: its severity (or how it was accepted), its message,
    /// the rule's line and the rule's identifier, as lint prints them.
    private static func line(_ violation: Violation) -> String {
        let outcome: String
        switch violation.suppression?.kind {
        case nil: outcome = violation.severity.rawValue
        case .inSource: outcome = "accepted by archlint:ignore"
        case .baseline: outcome = "accepted by the baseline"
        }
        let origin = violation.origin.map { " [\($0)]" } ?? ""
        return "\(outcome), \(violation.message)\(origin) [\(violation.rule)]"
    }
}
