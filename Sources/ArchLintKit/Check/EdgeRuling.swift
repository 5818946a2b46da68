/// What a source type's role rules say of one dependency, decided with no text: the one
/// decision on an edge. ``Checker/verdict(on:project:classification:rules:)`` renders it in
/// words, and only for an edge it reports or explains; ``Checker/breaksRule(_:of:rules:project:classification:)``
/// asks it for the sources whose rules need names; ``EdgeJudge`` holds it compiled, per source
/// rules, for every role a target can have.
enum EdgeRuling: Sendable, Equatable {
    /// The target has the source's role.
    case withinRole
    /// `denies[rule].targets[target]` forbids it (rules in the order tried: last written first).
    case denied(rule: Int, target: Int)
    /// No deny names it, and a target with no role answers to no allow-list.
    case noTargetRole
    /// A rule would forbid it were it a use, but the code only builds or hands on the target.
    case notUse
    /// No deny names it and the role has no allow-list.
    case noAllowList
    /// The allow-list names the target's role.
    case allowed
    /// The allow-list does not name the target's role.
    case notAllowed

    /// Whether the dependency breaks a rule.
    var breaksRule: Bool {
        switch self {
        case .denied, .notAllowed: return true
        case .withinRole, .noTargetRole, .notUse, .noAllowList, .allowed: return false
        }
    }

    /// The ruling on a dependency of a type of `role`, governed by `allow` and `denies` (last
    /// written first), on a target of `targetRole` (nil: none, or no project type). The deny
    /// rules come first, in order, unless a later allow-list names the denied role again (a
    /// project relaxing its preset); then the allow-list. `isUse` is false for code that only
    /// builds or hands on the target: only a plain role deny and a `types` pattern judge it.
    /// `matchesTypes` says whether a `types` pattern names the target; it is asked only when a
    /// deny has one.
    static func decide(
        role: String, allow: AllowRule?, denies: [DenyRule], targetRole: String?, targetIsConcrete: Bool, isUse: Bool,
        matchesTypes: (Pattern) -> Bool
    ) -> EdgeRuling {
        if targetRole == role { return .withinRole }
        // Empty lists are passed by before their loops: an unoptimized build (the plugin's) looks
        // up type metadata to start each `for` loop, and this runs once per dependency.
        // Counted loops, not `enumerated()`: its iterator is generic code, calls through
        // witnesses per step in an unoptimized build.
        if !denies.isEmpty {
            var ruleIndex = 0
            while ruleIndex < denies.count {
                let rule = denies[ruleIndex]
                ruleIndex += 1
                var targetIndex = 0
                while targetIndex < rule.targets.count {
                    let target = rule.targets[targetIndex]
                    targetIndex += 1
                    let matches: Bool
                    switch target {
                    case .role(let denied):
                        guard denied == targetRole else { continue }
                        if let allow, allow.order > rule.order, allow.allowed.contains(denied) { continue }
                        matches = true
                    case .concreteRole(let denied): matches = isUse && targetIsConcrete && denied == targetRole
                    case .types(let pattern): matches = matchesTypes(pattern)
                    }
                    if matches { return .denied(rule: ruleIndex - 1, target: targetIndex - 1) }
                }
            }
        }
        guard let targetRole else { return .noTargetRole }
        // Code that only builds a concretely denied role's type is construction, not a break.
        let breaksDeny = !isUse && denies.contains { rule in
            rule.targets.contains { target in
                if case .concreteRole(let denied) = target { return denied == targetRole }
                return false
            }
        }
        guard let allow else { return breaksDeny ? .notUse : .noAllowList }
        if allow.allowed.contains(targetRole) { return breaksDeny ? .notUse : .allowed }
        return isUse ? .notAllowed : .notUse
    }
}
