/// Checks the conventions of the rules (``ConventionRule``): the shape each type of a role must
/// have. Read from the facts the scan already holds (kind, `final`, attributes, the inheritance
/// clause, the stored properties and the references in them); no rule, no work.
package enum Conventions {
    /// One convention that applies to a type, and what the type does about it.
    package struct Verdict: Sendable {
        package var rule: ConventionRule
        /// Where the type breaks it; empty when it keeps it.
        package var violations: [Violation]
    }

    static func violations(_ project: Project, classification: Classification, rules: RuleSet) -> [Violation] {
        guard !rules.conventionRules.isEmpty else { return [] }
        let stored = storedReferences(project, classification: classification, rules: rules)
        var violations: [Violation] = []
        for id in project.types.indices {
            for verdict in verdicts(for: id, project: project, classification: classification, rules: rules, stored: stored) {
                violations += verdict.violations
            }
        }
        return violations
    }

    /// The conventions that judge a type (its role's, whose scope holds its path), each with
    /// where the type breaks it: what `explain` prints.
    package static func verdicts(for id: ProjectType.ID, project: Project, classification: Classification, rules: RuleSet) -> [Verdict] {
        guard !rules.conventionRules.isEmpty else { return [] }
        return verdicts(
            for: id, project: project, classification: classification, rules: rules,
            stored: storedReferences(project, classification: classification, rules: rules, only: id))
    }

    private static func verdicts(
        for id: ProjectType.ID, project: Project, classification: Classification, rules: RuleSet, stored: [ProjectType.ID: [StoredReference]]
    ) -> [Verdict] {
        let type = project.types[id]
        let assignment = classification.assignments[id]
        // Protocols, aliases and functions have no shape of their own to judge.
        guard type.kind.isConcrete, let role = assignment.role, !assignment.isCompositionRoot, !assignment.isTestCode else { return [] }
        var verdicts: [Verdict] = []
        for rule in rules.conventionRules where rule.role == role && rule.scope.contains(type.relativePath) {
            // A role given on weak evidence (see ``RoleStrength``) warns.
            let severity: Severity = assignment.strength == .weak ? .warning : rule.severity
            func violation(_ message: String, file: String = type.file, at location: SourceLocation = type.location,
                           target: Violation.Endpoint = .none, member: String? = nil) -> Violation {
                Violation(
                    rule: RuleID.roleConvention, severity: severity, file: file, location: location,
                    message: "\(role) '\(type.qualifiedName)' \(message)",
                    source: .type(type.qualifiedName, role: role, strength: assignment.strength), target: target, member: member,
                    origin: rule.origin)
            }
            var found: [Violation] = []
            switch rule.requirement {
            case .inheritance(let patterns):
                // The base type itself keeps it: `BaseViewModel` is a ViewModel by its name.
                let supertypes = [type.qualifiedName] + self.supertypes(of: id, project: project)
                if !supertypes.contains(where: { name in patterns.contains { matches($0, name) } }) {
                    found.append(violation(rule.statement))
                }
            case .final:
                if type.kind == .class && !type.shape.isFinal { found.append(violation(rule.statement)) }
            case .attribute(let patterns):
                let attributes = [type.attributes] + superclasses(of: id, project: project).map { project.types[$0].attributes }
                if !attributes.joined().contains(where: { attribute in patterns.contains { $0.matchesName(attribute) } }) {
                    found.append(violation(rule.statement))
                }
            case .kind(let kinds):
                if !kinds.contains(where: { $0.rawValue == type.kind.rawValue }) { found.append(violation("\(rule.statement), not a \(type.kind.rawValue)")) }
            case .name(let patterns):
                if !patterns.contains(where: { matches($0, type.qualifiedName) }) { found.append(violation(rule.statement)) }
            case .storesNo(let roles):
                // One finding per property and role: `let s: ListService = ListServiceImpl()` stores one service.
                var seen: Set<String> = []
                for reference in stored[id] ?? [] {
                    guard let targetRole = classification.assignments[reference.target].role, roles.contains(targetRole),
                          seen.insert(reference.member + " " + targetRole).inserted else { continue }
                    let target = project.types[reference.target]
                    found.append(violation(
                        "\(rule.severity == .error ? "must" : "should") not store \(targetRole) '\(target.qualifiedName)' (property '\(reference.member)')",
                        file: reference.file, at: reference.location,
                        target: .type(target.qualifiedName, role: targetRole, strength: classification.assignments[reference.target].strength),
                        member: reference.member))
                }
            }
            verdicts.append(Verdict(rule: rule, violations: found))
        }
        return verdicts
    }

    /// A pattern against a supertype's or the type's name: its last component, or the whole
    /// qualified name for a pattern with a dot.
    private static func matches(_ pattern: Pattern, _ name: String) -> Bool {
        pattern.isQualified ? pattern.matchesQualifiedName(name) : pattern.matchesName(QualifiedName.lastComponent(name))
    }

    /// Every supertype name, written or inherited through project types.
    private static func supertypes(of id: ProjectType.ID, project: Project) -> [String] {
        var names: [String] = []
        var seen: Set<ProjectType.ID> = [id]
        var pending = [id]
        while let next = pending.popLast() {
            for name in project.types[next].inherits {
                names.append(name)
                guard let found = project.id(named: name) ?? project.id(named: QualifiedName.lastComponent(name)) else { continue }
                if seen.insert(found).inserted { pending.append(found) }
            }
        }
        return names
    }

    /// The project classes a class inherits from, nearest first.
    private static func superclasses(of id: ProjectType.ID, project: Project) -> [ProjectType.ID] {
        var found: [ProjectType.ID] = []
        var current = id
        while project.types[current].kind == .class, let first = project.types[current].inherits.first,
              let next = project.id(named: first) ?? project.id(named: QualifiedName.lastComponent(first)),
              project.types[next].kind == .class, !found.contains(next), next != id {
            found.append(next)
            current = next
        }
        return found
    }

    /// A reference to a project type written in a stored property's declaration.
    struct StoredReference {
        var target: ProjectType.ID
        var member: String
        var file: String
        var location: SourceLocation
    }

    /// The references in stored properties of the types whose role must not store some role (or
    /// of one type), by type, in source order.
    private static func storedReferences(
        _ project: Project, classification: Classification, rules: RuleSet, only: ProjectType.ID? = nil
    ) -> [ProjectType.ID: [StoredReference]] {
        let roles = Set(rules.conventionRules.compactMap { rule -> String? in
            if case .storesNo = rule.requirement { return rule.role }
            return nil
        })
        guard !roles.isEmpty else { return [:] }
        let dependencies = project.dependencies
        var found: [ProjectType.ID: [StoredReference]] = [:]
        for edge in dependencies.edges {
            let source = Int(edge.source)
            let target = Int(dependencies.targetTypes[Int(edge.target)])
            guard target >= 0, only == nil || only == source, let role = classification.assignments[source].role, roles.contains(role) else { continue }
            let declaration = project.files[Int(edge.file)].declarations[Int(edge.declaration)]
            guard !declaration.storedProperties.isEmpty, let member = declaration.references.member(at: Int(edge.reference)),
                  declaration.storedProperties.contains(member) else { continue }
            found[source, default: []].append(StoredReference(
                target: target, member: member, file: project.files[Int(edge.file)].path,
                location: declaration.references.entries[Int(edge.reference)].location))
        }
        return found
    }
}
