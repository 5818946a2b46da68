/// The decision on one edge (a dependency, an import, a convention of a role): allowed, or the
/// violation it is, why, and the rule that decided. The check makes one per edge it judges
/// (``Checker/verdict(on:project:classification:rules:)``, and ``Checker/importVerdicts(fileIndex:project:classification:rules:)``
/// for imports): its violations are what the run reports. ``LintResult/decisions(of:)`` gives
/// the run's decision on each edge out of a type, after `archlint:ignore` comments and the
/// baseline: `explain` prints those, and `lint`'s reports and the graphs draw the same
/// violations (``LintResult/decided``).
package struct Decision: Sendable {
    package enum Outcome: Sendable {
        /// No rule is broken (or the convention is kept).
        case allowed
        /// The violations the run reports or accepted at this place, each with its severity and
        /// its ``Violation/suppression``.
        case decided([Violation])
        /// The same dependency, named again on its line: reported once, at its first place.
        case reportedOnce(Violation)
        /// It breaks a rule, but the run reports nothing here (a file read as context).
        case notReported
    }

    package var outcome: Outcome
    /// Why, in words, when no violation says it: "within role View", "Interactor may use
    /// Presenter, Entity", …
    package var reason: String
    /// The rule that decided, when one did.
    package var rule: RuleOrigin?

    package init(outcome: Outcome, reason: String = "", rule: RuleOrigin? = nil) {
        self.outcome = outcome
        self.reason = reason
        self.rule = rule
    }

    /// The check's decision: the violation the edge is, or allowed.
    package init(violation: Violation? = nil, reason: String, rule: RuleOrigin? = nil) {
        self.init(outcome: violation.map { .decided([$0]) } ?? .allowed, reason: reason, rule: rule)
    }

    /// The (first) violation decided on the edge, if it breaks a rule.
    package var violation: Violation? {
        guard case .decided(let violations) = outcome else { return nil }
        return violations.first
    }

    package var isAllowed: Bool {
        guard case .allowed = outcome else { return false }
        return true
    }
}

/// Every edge out of one type with the run's decision on it: its dependencies (the
/// declaration's own file first, then its extensions' files, each in source order), the
/// imports of the files that declare it, and its role's conventions.
package struct TypeDecisions: Sendable {
    package var dependencies: [(dependency: Dependency, decision: Decision)]
    package var imports: [(file: String, item: Import, decision: Decision)]
    package var conventions: [(rule: ConventionRule, decision: Decision)]
}

extension LintResult {
    /// Every violation the run decided: those it reports and those it accepted (by an
    /// `archlint:ignore` comment or the baseline). What every surface draws.
    package var decided: [Violation] { violations + suppressed }

    /// The run's decision on every edge out of `id`. A place where the run reports or accepted
    /// a violation of the type is that violation; any other edge is allowed, and the check's
    /// own decision function (``Checker/verdict(on:project:classification:rules:)``) says why,
    /// with the rule that allows it. Where that function finds a break the run did not report,
    /// the decision says so: the dependency was reported at its first place on the line, or its
    /// file is not linted.
    package func decisions(of id: ProjectType.ID) -> TypeDecisions {
        let type = project.types[id]
        let decided = self.decided
        var byPlace: [String: [Violation]] = [:]
        for violation in decided { byPlace["\(violation.file):\(violation.location)", default: []].append(violation) }

        let dependencies = project.dependencies.filter { $0.source == id }.sorted {
            ($0.file != type.file ? 1 : 0, $0.file, $0.location) < ($1.file != type.file ? 1 : 0, $1.file, $1.location)
        }
        let dependencyDecisions = dependencies.map { dependency -> (dependency: Dependency, decision: Decision) in
            let targetName = Checker.targetName(of: dependency.target, project: project)
            let broken = (byPlace["\(dependency.file):\(dependency.location)"] ?? []).filter {
                $0.source.type == type.qualifiedName && $0.target.type == targetName
            }
            if !broken.isEmpty { return (dependency, Decision(outcome: .decided(broken))) }
            let verdict = Checker.verdict(on: dependency, project: project, classification: classification, rules: rules)
            guard let violation = verdict.violation else {
                return (dependency, Decision(outcome: .allowed, reason: verdict.reason, rule: verdict.rule))
            }
            // A dependency named twice on its line is reported once, at its first place.
            if let first = decided.first(where: {
                $0.file == dependency.file && $0.location.line == dependency.location.line && $0.rule == violation.rule
                    && $0.source == violation.source && $0.target.type.map { Checker.isOneDependency($0, targetName, project: project) } == true
            }) {
                return (dependency, Decision(outcome: .reportedOnce(first)))
            }
            return (dependency, Decision(outcome: .notReported, reason: verdict.reason, rule: verdict.rule))
        }

        var imports: [(file: String, item: Import, decision: Decision)] = []
        for fileIndex in project.typesByFile.indices where project.typesByFile[fileIndex].contains(id) {
            let path = project.files[fileIndex].path
            for (item, verdict) in Checker.importVerdicts(fileIndex: fileIndex, project: project, classification: classification, rules: rules) {
                let broken = (byPlace["\(path):\(item.location)"] ?? []).filter { $0.target.module == item.module }
                let decision = !broken.isEmpty ? Decision(outcome: .decided(broken))
                    : Decision(outcome: verdict.isAllowed ? .allowed : .notReported, reason: verdict.reason, rule: verdict.rule)
                imports.append((path, item, decision))
            }
        }

        let conventions = Conventions.verdicts(for: id, project: project, classification: classification, rules: rules).map { verdict in
            let broken = decided.filter {
                $0.rule == RuleID.roleConvention && $0.source.type == type.qualifiedName && $0.origin == verdict.rule.origin
            }
            let outcome: Decision.Outcome = !broken.isEmpty ? .decided(broken) : verdict.violations.isEmpty ? .allowed : .notReported
            return (verdict.rule, Decision(outcome: outcome, rule: verdict.rule.origin))
        }
        return TypeDecisions(dependencies: dependencyDecisions, imports: imports, conventions: conventions)
    }
}
