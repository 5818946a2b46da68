/// What the `types` patterns of the deny rules (`ViewModel must not use types UI[A-Z]*,
/// SwiftUI.*`) say of the dependencies' targets, each target's answer kept once asked: a
/// project names the same framework types in thousands of places, and matching a name against
/// a pattern costs more than looking the answer up. One per worker of the check.
struct TargetPatterns {
    /// The patterns answers are kept for (different texts; at most four).
    private let patterns: [Pattern]
    private let targetCount: Int
    /// Per target (by its place in ``Dependencies/targets``), made on the first question: the
    /// set of patterns that name it (bit `i` for pattern `i`), and bit 7 once asked.
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
        return mask(of: target, of: dependencies, project: project) & (1 << index) != 0
    }

    /// The set of the patterns that name the target at `target`: bit `i` for pattern `i`.
    mutating func mask(of target: Int32, of dependencies: Dependencies, project: Project) -> Int {
        if known.isEmpty { known = [UInt8](repeating: 0, count: targetCount) }
        let answer = known[Int(target)]
        if answer != 0 { return Int(answer & 0x7F) }
        var named: UInt8 = 0
        let name = dependencies.targets[Int(target)]
        for index in patterns.indices where Checker.names(patterns[index], name, project: project) { named |= 1 << UInt8(index) }
        known[Int(target)] = named | 0x80
        return Int(named)
    }
}
