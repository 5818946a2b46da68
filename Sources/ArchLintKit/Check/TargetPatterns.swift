/// What the `types` patterns of the deny rules (`ViewModel must not use types UI[A-Z]*,
/// SwiftUI.*`) say of the dependencies' targets, each target's answer kept once asked: a
/// project names the same framework types in thousands of places, and matching a name against
/// a pattern costs more than looking the answer up. One per worker of the check.
struct TargetPatterns {
    /// The patterns answers are kept for (different texts; at most 64).
    private let patterns: [Pattern]
    /// Per target asked about (by its place in ``Dependencies/targets``): a bit per pattern
    /// asked, and a bit per pattern that names it.
    private var known: [Int32: (asked: UInt64, named: UInt64)] = [:]

    init(_ patterns: [Pattern]) {
        self.patterns = patterns
    }

    /// The `types` patterns of every deny rule, each text once; none past the 64th.
    static func patterns(of rules: RuleSet) -> [Pattern] {
        var found: [Pattern] = []
        for rule in rules.denyRules {
            for target in rule.targets {
                guard case .types(let pattern) = target, !found.contains(where: { $0.text == pattern.text }) else { continue }
                found.append(pattern)
            }
        }
        return Array(found.prefix(64))
    }

    /// Whether `pattern` names the target at `target` (see ``Checker/names(_:_:project:)``).
    mutating func name(_ target: Int32, matches pattern: Pattern, of dependencies: Dependencies, project: Project) -> Bool {
        guard let index = patterns.firstIndex(where: { $0.text == pattern.text }) else {
            return Checker.names(pattern, dependencies.targets[Int(target)], project: project)
        }
        let bit = UInt64(1) << UInt64(index)
        var entry = known[target] ?? (0, 0)
        if entry.asked & bit == 0 {
            entry.asked |= bit
            if Checker.names(pattern, dependencies.targets[Int(target)], project: project) { entry.named |= bit }
            known[target] = entry
        }
        return entry.named & bit != 0
    }
}
