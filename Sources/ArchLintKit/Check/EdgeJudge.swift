/// The decision function (``EdgeRuling/decide(role:allow:denies:targetRole:targetIsConcrete:isUse:matchesTypes:)``)
/// compiled, for the sources whose rules have no wiring members (nearly all of them): roles as
/// small integers, and per source's rules a row with the outcome for a target of each role (or
/// none), concrete or not. Deciding a dependency then reads two integers and a cell and retains
/// nothing: the workers share these tables, and retaining shared objects once per dependency
/// from every core cost a third of the check. A row of rules with `types` patterns
/// (`ViewModel must not use types UI[A-Z]*`) also has, per such cell, the outcome for each set
/// of ``patterns`` that name the target (see ``TargetPatterns/mask(of:of:project:)``).
struct EdgeJudge: Sendable {
    enum Outcome: Sendable, Equatable {
        case allowed, broken
        /// The outcome depends on which ``patterns`` name the target: ask
        /// ``Tables/verdict(source:target:named:)``.
        case byNames
        /// The source's rules need names: ask them.
        case byRules
    }

    /// The rules of one source type, in numbers.
    struct Rules: Sendable {
        /// -1: never judged (no role, a composition root); -2: judged by ``SourceRules``;
        /// otherwise 0.
        var role: Int32
        /// Where its row starts in `outcomes`.
        var row: Int32
    }

    /// The `types` patterns rows are compiled for (``TargetPatterns/patterns(of:)``).
    let patterns: [Pattern]
    /// How many roles the rows have cells for.
    let roleCount: Int

    /// Per project type: its role's number (-1 for none), whether it is concrete, its rules.
    let roles: [Int32]
    let concrete: [Bool]
    let rules: [Rules]
    /// Rows of ``cells(roleCount:)`` outcomes (and a row with patterns, each cell's per set of
    /// them): see ``cell(targetRole:concrete:)``.
    let outcomes: [Outcome]

    /// `patterns`: the `types` patterns to compile rows for; a source whose rules have others
    /// is judged by its rules.
    init(_ project: Project, classification: Classification, governing: [SourceRules?], patterns: [Pattern] = []) {
        self.patterns = patterns
        var numbers: [String: Int32] = [:]
        // Neighbouring types (one file's) mostly share a role: the last one's number is looked
        // at first, which costs less than hashing the role's name for every type.
        var last: (role: String, number: Int32)?
        roles = classification.assignments.indices.map { id in
            guard let role = classification.assignments[id].role else { return -1 }
            if let last, last.role == role { return last.number }
            let found: Int32
            if let known = numbers[role] {
                found = known
            } else {
                found = Int32(numbers.count)
                numbers[role] = found
            }
            last = (role, found)
            return found
        }
        // By index, reading the one field in place (a key path over the types may copy each).
        concrete = project.types.indices.map { project.types[$0].kind.isConcrete }
        let typeRoles = numbers.sorted { $0.value < $1.value }.map(\.key)
        roleCount = typeRoles.count
        var outcomes: [Outcome] = []
        var rules = [Rules](repeating: Rules(role: -1, row: 0), count: governing.count)
        var compiled: [ObjectIdentifier: Rules] = [:]
        var lastCompiled: (source: ObjectIdentifier, rules: Rules)?
        // Scoped rules give each path's types rules of their own, most of them alike: a row is
        // compiled once per distinct content.
        var rows: [RowKey: Rules] = [:]
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
            let key = RowKey(role: source.role, allow: source.allow, denies: source.denies, hasWiring: source.hasWiring)
            var found = rows[key] ?? Rules(role: -2, row: 0)
            if rows[key] == nil {
                if let row = Self.row(for: source, roles: typeRoles, patterns: patterns) {
                    found = Rules(role: 0, row: Int32(outcomes.count))
                    outcomes += row
                }
                rows[key] = found
            }
            compiled[ObjectIdentifier(source)] = found
            lastCompiled = (ObjectIdentifier(source), found)
            rules[id] = found
        }
        self.rules = rules
        self.outcomes = outcomes
    }

    /// What a row is compiled from.
    private struct RowKey: Hashable {
        var role: String
        var allow: AllowRule?
        var denies: [DenyRule]
        var hasWiring: Bool
    }

    /// How many cells a row has for `roleCount` roles: each role and none, concrete or not.
    static func cells(roleCount: Int) -> Int { (roleCount + 1) * 2 }

    /// The place in a row of a target of role number `targetRole` (-1: none), concrete or not.
    static func cell(targetRole: Int32, concrete: Bool) -> Int { Int(targetRole + 1) * 2 + (concrete ? 1 : 0) }

    /// The row of a source's rules: the decision on a use of a target of each of `roles` (by
    /// number) or none, concrete or not. Nil when its rules need names (wiring members, `types`
    /// patterns): those are asked per dependency.
    static func row(for source: SourceRules, roles: [String]) -> [Outcome]? {
        row(for: source, roles: roles, patterns: [])
    }

    /// The same, where a `types` pattern among `patterns` needs no rules asked: a cell whose
    /// outcome depends on which of them name the target says ``Outcome/byNames``, and after
    /// the row's cells come, per cell, the outcome for each set of `patterns` (a mask, bit `i`
    /// for `patterns[i]`). Nil when its rules have wiring members or another pattern.
    static func row(for source: SourceRules, roles: [String], patterns: [Pattern]) -> [Outcome]? {
        if source.hasWiring { return nil }
        // One set of patterns (none) for rules without them.
        var masks = 1
        for rule in source.denies {
            for target in rule.targets {
                guard case .types(let pattern) = target else { continue }
                guard patterns.contains(where: { $0.text == pattern.text }) else { return nil }
                masks = 1 << patterns.count
            }
        }
        let cellCount = cells(roleCount: roles.count)
        var row = [Outcome](repeating: .allowed, count: masks == 1 ? cellCount : cellCount * (1 + masks))
        for targetRole in -1..<Int32(roles.count) {
            for concrete in [false, true] {
                let cell = cell(targetRole: targetRole, concrete: concrete)
                for mask in 0..<masks {
                    let ruling = EdgeRuling.decide(
                        role: source.role, allow: source.allow, denies: source.denies,
                        targetRole: targetRole < 0 ? nil : roles[Int(targetRole)], targetIsConcrete: concrete, isUse: true,
                        matchesTypes: { pattern in
                            let index = patterns.firstIndex { $0.text == pattern.text }!
                            return mask & (1 << index) != 0
                        })
                    let outcome: Outcome = ruling.breaksRule ? .broken : .allowed
                    if masks == 1 {
                        row[cell] = outcome
                        continue
                    }
                    row[cellCount + cell * masks + mask] = outcome
                    if mask == 0 { row[cell] = outcome } else if row[cell] != outcome { row[cell] = .byNames }
                }
            }
        }
        return row
    }

    /// The tables as buffers, for one worker's run of dependencies.
    func withTables<Result>(_ body: (Tables) -> Result) -> Result {
        let cellCount = Self.cells(roleCount: roleCount), masks = 1 << patterns.count
        return roles.withUnsafeBufferPointer { roles in
            concrete.withUnsafeBufferPointer { concrete in
                rules.withUnsafeBufferPointer { rules in
                    outcomes.withUnsafeBufferPointer { outcomes in
                        body(Tables(roles: roles, concrete: concrete, rules: rules, outcomes: outcomes, cellCount: cellCount, masks: masks))
                    }
                }
            }
        }
    }

    struct Tables {
        let roles: UnsafeBufferPointer<Int32>
        let concrete: UnsafeBufferPointer<Bool>
        let rules: UnsafeBufferPointer<Rules>
        let outcomes: UnsafeBufferPointer<Outcome>
        /// Cells per row, and sets of patterns per cell of a row with patterns.
        let cellCount: Int
        let masks: Int

        /// The same dependency, when its cell says ``Outcome/byNames``: `named` is the set of
        /// ``EdgeJudge/patterns`` that name the target (bit `i` for pattern `i`).
        func verdict(source: Int, target: Int, named: Int) -> Outcome {
            let targetRole = target < 0 ? -1 : roles[target]
            let cell = EdgeJudge.cell(targetRole: targetRole, concrete: target >= 0 && concrete[target])
            return outcomes[Int(self.rules[source].row) + cellCount + cell * masks + named]
        }

        /// The dependency of type `source` on project type `target` (-1: a name no project type
        /// declares), as the source's row says.
        func verdict(source: Int, target: Int) -> Outcome {
            let rules = self.rules[source]
            if rules.role == -1 { return .allowed }
            if rules.role == -2 { return .byRules }
            let targetRole = target < 0 ? -1 : roles[target]
            return outcomes[Int(rules.row) + EdgeJudge.cell(targetRole: targetRole, concrete: target >= 0 && concrete[target])]
        }
    }
}
