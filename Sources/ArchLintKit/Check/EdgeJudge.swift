/// ``Checker/breaksRule(_:of:rules:project:classification:)`` in numbers, for the sources whose
/// rules are roles only (no wiring members, no `types` patterns: nearly all of them): roles as
/// small integers, each source type's allow-list as a row of flags, its deny rules as a list of
/// role numbers. Deciding a dependency then reads a few integers and retains nothing: the
/// workers share these tables, and retaining shared objects once per dependency from every core
/// cost a third of the check.
struct EdgeJudge: Sendable {
    enum Outcome {
        case allowed, broken
        /// The source's rules need names: ask them.
        case byRules
    }

    /// A deny rule's target: a role's number, `concrete` or not, and whether the governing
    /// allow-list, written later, names the role again (which overrides the deny).
    struct Deny: Sendable {
        var role: Int32
        var concreteOnly: Bool
        var overridden: Bool
    }

    /// The rules of one source type, in numbers.
    struct Rules: Sendable {
        /// -1: never judged (no role, a composition root); -2: judged by ``SourceRules``.
        var role: Int32
        /// Where the allow-list's row of flags starts in `allowed`, -1 when there is none.
        var allowRow: Int32
        var denies: Range<Int32>
    }

    /// Per project type: its role's number (-1 for none), whether it is concrete, its rules.
    let roles: [Int32]
    let concrete: [Bool]
    let rules: [Rules]
    /// Rows of `roleCount` flags: whether the allow-list names each role.
    let allowed: [Bool]
    let denies: [Deny]

    init(_ project: Project, classification: Classification, governing: [SourceRules?]) {
        var numbers: [String: Int32] = [:]
        func number(_ role: String) -> Int32 {
            if let known = numbers[role] { return known }
            numbers[role] = Int32(numbers.count)
            return Int32(numbers.count - 1)
        }
        // Neighbouring types (one file's) mostly share a role: the last one's number is looked
        // at first, which costs less than hashing the role's name for every type.
        var last: (role: String, number: Int32)?
        roles = classification.assignments.indices.map { id in
            guard let role = classification.assignments[id].role else { return -1 }
            if let last, last.role == role { return last.number }
            let found = number(role)
            last = (role, found)
            return found
        }
        // By index, reading the one field in place (a key path over the types may copy each).
        concrete = project.types.indices.map { project.types[$0].kind.isConcrete }
        // A role that rules name but no type has is never any type's role: its own numbers,
        // numbered after the types' roles, so the rows cover every role a type can have.
        let typeRoleCount = numbers.count
        let typeRoles = numbers.sorted { $0.value < $1.value }.map(\.key)
        var allowed: [Bool] = []
        var denies: [Deny] = []
        var rules = [Rules](repeating: Rules(role: -1, allowRow: -1, denies: 0..<0), count: governing.count)
        var compiled: [ObjectIdentifier: Rules] = [:]
        var lastCompiled: (source: ObjectIdentifier, rules: Rules)?
        for id in governing.indices {
            guard let source = governing[id] else { continue }
            if let lastCompiled, lastCompiled.source == ObjectIdentifier(source) {
                rules[id] = lastCompiled.rules
                continue
            }
            if let known = compiled[ObjectIdentifier(source)] {
                rules[id] = known
                lastCompiled = (ObjectIdentifier(source), known)
                continue
            }
            var found = Rules(role: -2, allowRow: -1, denies: 0..<0)
            let usesNames = source.hasWiring || source.denies.contains { rule in
                rule.targets.contains { if case .types = $0 { return true } else { return false } }
            }
            if !usesNames {
                found.role = number(source.role)
                if let allow = source.allow {
                    found.allowRow = Int32(allowed.count)
                    let names = Set(allow.allowed)
                    allowed += typeRoles.map(names.contains)
                }
                let start = Int32(denies.count)
                for rule in source.denies {
                    for target in rule.targets {
                        let role: String, concreteOnly: Bool
                        switch target {
                        case .role(let name): (role, concreteOnly) = (name, false)
                        case .concreteRole(let name): (role, concreteOnly) = (name, true)
                        case .types: continue
                        }
                        // Only a plain role target is overridden by a later allow-list.
                        let overridden = !concreteOnly && source.allow.map { $0.order > rule.order && $0.allowed.contains(role) } ?? false
                        denies.append(Deny(role: number(role), concreteOnly: concreteOnly, overridden: overridden))
                    }
                }
                found.denies = start..<Int32(denies.count)
            }
            compiled[ObjectIdentifier(source)] = found
            lastCompiled = (ObjectIdentifier(source), found)
            rules[id] = found
        }
        self.rules = rules
        self.allowed = allowed
        self.denies = denies
        roleCount = typeRoleCount
    }

    /// How many roles the types have: the length of an allow-list's row.
    let roleCount: Int

    /// The tables as buffers, for one worker's run of dependencies.
    func withTables<Result>(_ body: (Tables) -> Result) -> Result {
        roles.withUnsafeBufferPointer { roles in
            concrete.withUnsafeBufferPointer { concrete in
                rules.withUnsafeBufferPointer { rules in
                    allowed.withUnsafeBufferPointer { allowed in
                        denies.withUnsafeBufferPointer { denies in
                            body(Tables(roles: roles, concrete: concrete, rules: rules, allowed: allowed, denies: denies))
                        }
                    }
                }
            }
        }
    }

    struct Tables {
        let roles: UnsafeBufferPointer<Int32>
        let concrete: UnsafeBufferPointer<Bool>
        let rules: UnsafeBufferPointer<Rules>
        let allowed: UnsafeBufferPointer<Bool>
        let denies: UnsafeBufferPointer<Deny>

        /// The dependency of type `source` on project type `target` (-1: a name no project type
        /// declares), decided in the order ``Checker/breaksRule(_:of:rules:project:classification:)`` does.
        func verdict(source: Int, target: Int) -> Outcome {
            let rules = self.rules[source]
            if rules.role == -1 { return .allowed }
            if rules.role == -2 { return .byRules }
            let targetRole = target < 0 ? -1 : roles[target]
            if targetRole == rules.role { return .allowed }
            for index in Int(rules.denies.lowerBound)..<Int(rules.denies.upperBound) {
                let deny = denies[index]
                guard deny.role == targetRole, !deny.overridden else { continue }
                if deny.concreteOnly && !(target >= 0 && concrete[target]) { continue }
                return .broken
            }
            guard targetRole >= 0, rules.allowRow >= 0 else { return .allowed }
            return allowed[Int(rules.allowRow) + Int(targetRole)] ? .allowed : .broken
        }
    }
}
