extension RuleID {
    /// A module uses (references a type of) a module its rules forbid.
    package static let forbiddenModuleDependency = "forbidden-module-dependency"
}

/// Checks the `module …` rules: each import of a file against its module's import rules, and
/// each reference from one module to a type another module declares against its use rules.
/// Files with no module (a plain folder outside the SwiftPM layout) are not judged.
enum ModuleRuleChecker {
    static func violations(_ project: Project, rules: RuleSet) -> [Violation] {
        guard !rules.moduleRules.isEmpty else { return [] }
        return importViolations(project, rules: rules) + useViolations(project, rules: rules)
    }

    static func importViolations(_ project: Project, rules: RuleSet) -> [Violation] {
        var violations: [Violation] = []
        for (fileIndex, file) in project.files.enumerated() {
            // A file several targets compile is each one's code.
            for module in project.modules(ofFileAt: fileIndex) {
                for item in file.imports {
                    // The last rule written wins, as everywhere in the rules language.
                    guard let rule = rules.moduleRules.last(where: { rule in
                        guard case .imports(let forbidden) = rule.constraint else { return false }
                        return rule.modules.matchesName(module) && forbidden.contains { $0.matchesName(item.module) }
                    }) else { continue }
                    violations.append(Violation(
                        rule: RuleID.forbiddenImport, severity: rule.severity, file: file.path, location: item.location,
                        message: "module '\(module)' \(rule.severity == .error ? "must not" : "should not") import \(item.module)",
                        source: .module(module), target: .module(item.module), origin: rule.origin))
                }
            }
        }
        return violations
    }

    static func useViolations(_ project: Project, rules: RuleSet) -> [Violation] {
        // A reference belongs to the modules of the file it is written in (an extension in a
        // feature of a Domain type speaks for the feature). A file several targets compile
        // belongs to each: its code is each one's, and so are its types (a use of one of them
        // from any of those modules stays within the module).
        var modulesByFile: [String: [String]] = [:]
        for index in project.files.indices {
            let modules = project.modules(ofFileAt: index)
            if !modules.isEmpty { modulesByFile[project.files[index].path] = modules }
        }
        var violations: [Violation] = []
        var seen = Set<String>()
        for dependency in project.dependencies {
            guard case .type(let targetID) = dependency.target, let fromModules = modulesByFile[dependency.file],
                  let to = project.types[targetID].module else { continue }
            let toModules = project.otherModules.isEmpty ? [to] : modulesByFile[project.types[targetID].file] ?? [to]
            for from in fromModules where !toModules.contains(from) {
                guard let rule = rules.moduleRules.last(where: { rule in
                    guard case .uses(let forbidden) = rule.constraint else { return false }
                    return rule.modules.matchesName(from) && forbidden.contains { $0.matchesName(to) }
                }) else { continue }
                // One violation per place and module: an alias naming several types is one use.
                let key = "\(dependency.file):\(dependency.location.line):\(dependency.location.column):\(from):\(to)"
                guard seen.insert(key).inserted else { continue }
                let source = project.types[dependency.source]
                let target = project.types[targetID]
                violations.append(Violation(
                    rule: RuleID.forbiddenModuleDependency, severity: rule.severity, file: dependency.file, location: dependency.location,
                    message: "module '\(from)' \(rule.severity == .error ? "must not" : "should not") use module '\(to)': '\(source.qualifiedName)' uses '\(target.qualifiedName)'",
                    source: Violation.Endpoint(type: source.qualifiedName, module: from, role: nil),
                    target: Violation.Endpoint(type: target.qualifiedName, module: to, role: nil),
                    member: dependency.member, origin: rule.origin))
            }
        }
        return violations
    }
}

extension Project {
    /// The module of the file at `index`, when known.
    func module(ofFileAt index: Int) -> String? {
        index < modules.count ? modules[index] : nil
    }

    /// Every module of the file at `index`: its own, then the others that compile it.
    func modules(ofFileAt index: Int) -> [String] {
        guard let module = module(ofFileAt: index) else { return [] }
        return index < otherModules.count ? [module] + otherModules[index] : [module]
    }
}
