/// The rules that judge the dependencies of one type: those of its role that govern its path,
/// found once per type rather than once per dependency. A class: the types of one file share
/// one, and the checker reads it once per dependency, which for a struct would copy every field.
final class SourceRules: Sendable {
    let role: String
    /// Wiring rules of the role whose scope holds the path (any of them makes a member's
    /// references construction).
    let wiring: [WiringRule]
    /// The governing allow-list, if any.
    let allow: AllowRule?
    /// The governing deny rules, last written first (the order the checker tries them in).
    let denies: [DenyRule]
    /// Whether either list has rules, asked once per dependency: known here once, because an
    /// unoptimized build asks an array through generic code.
    let hasWiring: Bool
    let hasDenies: Bool

    init(role: String, wiring: [WiringRule], allow: AllowRule?, denies: [DenyRule]) {
        self.role = role
        self.wiring = wiring
        self.allow = allow
        self.denies = denies
        hasWiring = !wiring.isEmpty
        hasDenies = !denies.isEmpty
    }

    /// Per type: its rules, or nil for a type whose dependencies are never judged (a composition
    /// root, a type with no role). Types of one file share a path, so each (role, path) is
    /// looked up once; when no rule has a scope, each role once.
    static func table(_ project: Project, classification: Classification, rules: RuleSet) -> [SourceRules?] {
        var table = [SourceRules?](repeating: nil, count: project.types.count)
        let unscoped = rules.wiringRules.allSatisfy(\.scope.isEverywhere) && rules.allowRules.allSatisfy(\.scope.isEverywhere)
            && rules.denyRules.allSatisfy(\.scope.isEverywhere)
        var path = ""
        var byRole: [String: SourceRules] = [:]
        // Scoped rules make each folder's types rules of their own, found from what its path
        // says to the rules' scopes and folder roles: paths that say the same share them.
        let places = unscoped ? nil : PathClasses(rules)
        var pathClass: [Bool] = []
        var byClass: [[Bool]: [String: SourceRules]] = [:]
        // Neighbouring types (one file's) mostly share a role: the last one's rules are looked
        // at first, which costs less than hashing the role's name for every type.
        var last: (role: String, rules: SourceRules)?
        for id in project.types.indices {
            // Field by field: copying the assignment would retain its texts.
            guard !classification.assignments[id].isCompositionRoot, let role = classification.assignments[id].role else { continue }
            if let places, project.types[id].relativePath != path {
                path = project.types[id].relativePath
                let next = places.of(path)
                if next != pathClass {
                    pathClass = next
                    byRole = byClass[pathClass] ?? [:]
                    last = nil
                }
            }
            if let last, last.role == role {
                table[id] = last.rules
                continue
            }
            if let known = byRole[role] {
                table[id] = known
                last = (role, known)
                continue
            }
            let typePath = project.types[id].relativePath
            let found = SourceRules(
                role: role,
                wiring: rules.wiringRules.filter { $0.role == role && $0.scope.contains(typePath) },
                allow: Checker.allowRule(for: role, at: typePath, rules: rules),
                denies: Checker.applicable(rules.denyRules, role: role, path: typePath, in: rules).reversed())
            byRole[role] = found
            if places != nil { byClass[pathClass, default: [:]][role] = found }
            last = (role, found)
            table[id] = found
        }
        return table
    }

    /// What a path says to every scope of the rules (``RuleScope/contains(_:)``) and to the
    /// patterns of each folder role used everywhere (`Model is in **/Models/**`): all that
    /// ``Checker/allowRule(for:at:rules:)`` and ``Checker/applicable(_:role:path:in:)`` read of
    /// a path, so two paths that say the same get the same rules.
    struct PathClasses {
        let scopes: [RuleScope]
        let folders: [[Pattern]]

        init(_ rules: RuleSet) {
            var scopes: [RuleScope] = []
            func note(_ scope: RuleScope) {
                if !scope.isEverywhere, !scopes.contains(scope) { scopes.append(scope) }
            }
            rules.wiringRules.forEach { note($0.scope) }
            rules.allowRules.forEach { note($0.scope) }
            rules.denyRules.forEach { note($0.scope) }
            rules.importRules.forEach { note($0.scope) }
            rules.hostingRules.forEach { note($0.scope) }
            rules.roleRules.forEach { note($0.scope) }
            self.scopes = scopes
            folders = rules.roleRules.compactMap { rule in
                guard rule.scope.isEverywhere, case .path(let patterns) = rule.signal else { return nil }
                return patterns
            }
        }

        func of(_ path: String) -> [Bool] {
            scopes.map { $0.contains(path) } + folders.map { $0.contains { $0.matchesPath(path) } }
        }
    }
}
