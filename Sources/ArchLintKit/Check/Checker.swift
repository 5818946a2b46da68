/// The check stage: applies the rules to every dependency and import, and returns the
/// violations in file, line, column order.
public enum Checker {
    public static func check(_ project: Project, classification: Classification, rules: RuleSet) -> [Violation] {
        var violations: [Violation] = []
        for dependency in project.dependencies {
            guard let sourceRole = classification.role(of: dependency.source) else { continue }
            let source = project.types[dependency.source]
            if let violation = judge(dependency, source: source, sourceRole: sourceRole, project: project,
                                     classification: classification, rules: rules) {
                violations.append(violation)
            }
        }
        violations += importViolations(project, classification: classification, rules: rules)
        return violations.sorted { ($0.file, $0.location, $0.rule) < ($1.file, $1.location, $1.rule) }
    }

    /// The verdict on one dependency: a deny rule decides first, then the source role's
    /// allow-list. Dependencies within a role, and on unclassified types, are always allowed.
    static func judge(
        _ dependency: Dependency, source: ProjectType, sourceRole: String, project: Project,
        classification: Classification, rules: RuleSet
    ) -> Violation? {
        let targetName: String
        let targetRole: String?
        switch dependency.target {
        case .type(let id):
            targetName = project.types[id].qualifiedName
            targetRole = classification.role(of: id)
        case .external(let name):
            targetName = name
            targetRole = nil
        }
        let sourceText = "\(sourceRole) '\(source.qualifiedName)'"
        let targetText = targetRole.map { "\($0) '\(targetName)'" } ?? "'\(targetName)'"

        for rule in rules.denyRules.reversed() where rule.role == sourceRole {
            for target in rule.targets {
                let matches: Bool
                switch target {
                case .role(let role): matches = role == targetRole && role != sourceRole
                case .types(let pattern):
                    matches = pattern.matchesName(targetName) || pattern.matchesName(lastComponent(targetName))
                }
                guard matches else { continue }
                let verb = rule.severity == .error ? "must not use" : "should not use"
                var message = "\(sourceText) \(verb) \(targetText)"
                if case .types(let pattern) = target, pattern.text != targetName { message += " (matches '\(pattern.text)')" }
                return Violation(
                    rule: RuleID.forbiddenDependency, severity: rule.severity, file: dependency.file,
                    location: dependency.location, message: message,
                    source: .type(source.qualifiedName, role: sourceRole), target: .type(targetName, role: targetRole))
            }
        }

        guard let targetRole, targetRole != sourceRole, let allow = rules.allowRule(for: sourceRole),
              !allow.allowed.contains(targetRole) else { return nil }
        let allowed = allow.allowed.isEmpty ? "no other role" : allow.allowed.joined(separator: ", ")
        return Violation(
            rule: RuleID.forbiddenDependency, severity: .error, file: dependency.file, location: dependency.location,
            message: "\(sourceText) must not use \(targetText); \(sourceRole) may use \(allowed)",
            source: .type(source.qualifiedName, role: sourceRole), target: .type(targetName, role: targetRole))
    }

    /// An import is judged by the concrete types its file declares: a file holding only a
    /// module's protocols is judged by what they reference, not by its imports.
    static func importViolations(_ project: Project, classification: Classification, rules: RuleSet) -> [Violation] {
        guard !rules.importRules.isEmpty else { return [] }
        var violations: [Violation] = []
        for (fileIndex, file) in project.files.enumerated() where !file.imports.isEmpty {
            let concrete = project.typesByFile[fileIndex].filter { project.types[$0].kind.isConcrete }
            for item in file.imports {
                for id in concrete {
                    guard let role = classification.role(of: id),
                          let rule = rules.importRules.last(where: { $0.role == role && $0.modules.contains(item.module) })
                    else { continue }
                    let type = project.types[id]
                    let verb = rule.severity == .error ? "must not import" : "should not import"
                    violations.append(Violation(
                        rule: RuleID.forbiddenImport, severity: rule.severity, file: file.path, location: item.location,
                        message: "\(role) '\(type.qualifiedName)' \(verb) \(item.module)",
                        source: .type(type.qualifiedName, role: role), target: .module(item.module)))
                    break
                }
            }
        }
        return violations
    }

    private static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
