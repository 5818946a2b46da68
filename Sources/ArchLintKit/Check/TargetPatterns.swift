/// What the `types` patterns of the deny rules (`ViewModel must not use types UI[A-Z]*,
/// SwiftUI.*`) say of the dependencies' targets, each target's answer kept once asked: a
/// project names the same framework types in thousands of places, and matching a name against
/// a pattern costs more than looking the answer up. One per worker of the check.
struct TargetPatterns {
    /// The patterns answers are kept for (different texts; at most four).
    private let patterns: [Pattern]
    private let targetCount: Int
    /// Per target (by its place in ``Dependencies/targets``), made on the first question: per
    /// pattern, a bit for asked and a bit for named (pattern `i`: bits `2i` and `2i + 1`).
    private var known: [UInt8] = []

    init(_ patterns: [Pattern], targetCount: Int) {
        self.patterns = patterns
        self.targetCount = targetCount
    }

    /// The `types` patterns of every deny rule, each text once; none past the fourth.
    static func patterns(of rules: RuleSet) -> [Pattern] {
        var found: [Pattern] = []
        for rule in rules.denyRules {
            for target in rule.targets {
                guard case .types(let pattern) = target, !found.contains(where: { $0.text == pattern.text }) else { continue }
                found.append(pattern)
            }
        }
        return Array(found.prefix(4))
    }

    /// Whether `pattern` names the target at `target` (see ``Checker/names(_:_:project:)``).
    mutating func name(_ target: Int32, matches pattern: Pattern, of dependencies: Dependencies, project: Project) -> Bool {
        guard let index = patterns.firstIndex(where: { $0.text == pattern.text }) else {
            return Checker.names(pattern, dependencies.targets[Int(target)], project: project)
        }
        if known.isEmpty { known = [UInt8](repeating: 0, count: targetCount) }
        let asked = UInt8(1) << UInt8(2 * index), named = asked << 1
        if known[Int(target)] & asked == 0 {
            known[Int(target)] |= asked
            if Checker.names(pattern, dependencies.targets[Int(target)], project: project) { known[Int(target)] |= named }
        }
        return known[Int(target)] & named != 0
    }
}
