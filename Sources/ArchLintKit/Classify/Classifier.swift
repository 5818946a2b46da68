/// A type's role and the evidence for it.
public struct RoleAssignment: Sendable, Hashable {
    /// The role, or nil when no rule gives one (such types are never flagged).
    public var role: String?
    /// Why, in words a person can check: "name matches '*Interactor'", "conforms to AnyPresenter".
    public var reason: String
    /// When signals of the same strength disagree: what they said.
    public var conflict: String?
}

/// The classify stage's result: one assignment per project type, by ``ProjectType/ID``.
public struct Classification: Sendable {
    public var assignments: [RoleAssignment]

    public func role(of id: ProjectType.ID) -> String? { assignments[id].role }
}

/// Gives every type a role, with a fixed precedence: an `// archlint:role` annotation, then
/// inheritance and conformance (a class takes the role of what it conforms to, transitively
/// through project types), then the name, then the path.
public enum Classifier {
    public static func classify(_ project: Project, rules: RuleSet) -> Classification {
        let resolver = Resolver(typeIndex: project.typeIndex)
        var assignments = [RoleAssignment?](repeating: nil, count: project.types.count)
        let supertypes: [[(name: String, id: ProjectType.ID?)]] = project.types.map { type in
            let scope = type.qualifiedName.split(separator: ".").dropLast().joined(separator: ".")
            return type.inherits.map { name in
                let id = resolver.resolve(name, inScope: scope)
                return (name, id == type.id ? nil : id)
            }
        }

        // Depth-first over supertypes with an explicit stack: a type is classified after the
        // project types it inherits from. A cycle (invalid Swift) is cut where it closes.
        var state = [UInt8](repeating: 0, count: project.types.count) // 0 new, 1 open, 2 done
        for root in project.types.indices where state[root] == 0 {
            var stack = [root]
            while let id = stack.last {
                if state[id] == 0 {
                    state[id] = 1
                    for supertype in supertypes[id] {
                        if let parent = supertype.id, state[parent] == 0 { stack.append(parent) }
                    }
                    continue
                }
                stack.removeLast()
                if state[id] == 2 { continue }
                state[id] = 2
                assignments[id] = assign(project.types[id], supertypes: supertypes[id], known: assignments, rules: rules)
            }
        }
        return Classification(assignments: assignments.map { $0! })
    }

    private static func assign(
        _ type: ProjectType, supertypes: [(name: String, id: ProjectType.ID?)], known: [RoleAssignment?], rules: RuleSet
    ) -> RoleAssignment {
        if let annotation = type.annotatedRole {
            if rules.roles.contains(annotation.name) {
                return RoleAssignment(role: annotation.name, reason: "annotated '// archlint:role \(annotation.name)' at line \(annotation.location.line)")
            }
        }

        var inherited: [(role: String, reason: String)] = []
        for supertype in supertypes {
            if let id = supertype.id, let role = known[id]?.role {
                inherited.append((role, "conforms to \(supertype.name) (\(role))"))
            }
            for rule in rules.roleRules {
                guard case .inheritance(let patterns) = rule.signal,
                      let pattern = patterns.first(where: { $0.matchesName(supertype.name) || $0.matchesName(lastComponent(supertype.name)) })
                else { continue }
                let how = pattern.text == supertype.name ? "" : " (matches '\(pattern.text)')"
                inherited.append((rule.role, "inherits from \(supertype.name)\(how)"))
            }
        }
        let byName = nameMatches(type, rules: rules)
        let inheritedRoles = distinct(inherited.map(\.role))
        if inheritedRoles.count == 1 {
            return RoleAssignment(role: inheritedRoles[0], reason: inherited[0].reason)
        }
        var conflict: String?
        if inheritedRoles.count > 1 {
            conflict = inherited.map(\.reason).joined(separator: "; ")
            if let named = byName.first, inheritedRoles.contains(named.role) {
                return RoleAssignment(role: named.role, reason: named.reason + ", among conflicting supertypes", conflict: conflict)
            }
            return RoleAssignment(role: nil, reason: "conflicting supertypes", conflict: conflict)
        }

        if let named = byName.first {
            if byName.count > 1 {
                conflict = byName.map(\.reason).joined(separator: "; ")
                return RoleAssignment(role: nil, reason: "name matches several roles", conflict: conflict)
            }
            return RoleAssignment(role: named.role, reason: named.reason)
        }

        for rule in rules.roleRules {
            guard case .path(let patterns) = rule.signal,
                  let pattern = patterns.first(where: { $0.matchesPath(type.relativePath) }) else { continue }
            return RoleAssignment(role: rule.role, reason: "path matches '\(pattern.text)'")
        }
        return RoleAssignment(role: nil, reason: "no rule matches")
    }

    /// Name matches, keeping for each role its most specific pattern; when several roles match,
    /// the one whose pattern has the most literal characters wins (`*ViewModel` over `*Model`).
    private static func nameMatches(_ type: ProjectType, rules: RuleSet) -> [(role: String, reason: String)] {
        var best: [(role: String, reason: String, weight: Int)] = []
        for rule in rules.roleRules {
            guard case .name(let patterns) = rule.signal else { continue }
            for pattern in patterns where pattern.matchesName(type.name) {
                let weight = pattern.text.filter { $0 != "*" && $0 != "?" }.count
                best.append((rule.role, "name matches '\(pattern.text)'", weight))
            }
        }
        guard let top = best.map(\.weight).max() else { return [] }
        var seen = Set<String>()
        return best.filter { $0.weight == top && seen.insert($0.role).inserted }.map { ($0.role, $0.reason) }
    }

    private static func distinct(_ roles: [String]) -> [String] {
        var seen = Set<String>()
        return roles.filter { seen.insert($0).inserted }
    }

    private static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
