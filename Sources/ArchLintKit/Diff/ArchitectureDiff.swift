/// What a change does to the architecture: two runs compared, the base revision's and the
/// working tree's (`archlint diff`). Violations are matched by what they are about — rule,
/// severity, file, the two ends and the member — never by line, so code that only moved is no
/// change; a type renamed in its file is matched under its new name.
package struct ArchitectureDiff: Sendable {
    /// The revision compared with.
    package var base: RevisionLint.Revision
    /// Rules files whose statements differ, shown first: a change that loosens the rules is
    /// what a reviewer must see before any count.
    package var rulesChanges: [RulesChange]
    /// Violations the change brings, as the working tree has them, in file order.
    package var introduced: [Violation]
    /// Violations the change removes, as the base had them, in file order.
    package var fixed: [Violation]
    package var roleDependencies: DependencyChanges
    package var moduleDependencies: DependencyChanges
    /// Cycles among roles or modules the working tree has and the base did not.
    package var newCycles: [Cycle]
    /// Types declared in both whose role differs, by name.
    package var roleChanges: [RoleChange]
    /// Types that are one declaration under a new name (the only type gone from a file and the
    /// only one of its kind new there).
    package var renamedTypes: [Rename]
    /// The role and module edges the change added or removed, to draw (nil when none changed).
    package var changedRoleGraph: ArchitectureGraph?
    package var changedModuleGraph: ArchitectureGraph?

    /// A rules file's statements before and after.
    package struct RulesChange: Sendable, Equatable {
        package var file: String
        package var removed: [String]
        package var added: [String]

        /// A statement that forbids was removed, or one that allows, ignores or excepts was
        /// added: the change lets through what the base rejected.
        package var loosens: Bool {
            removed.contains { statement in
                statement.contains(" must not ") || statement.contains(" should not ") || statement.hasPrefix("no cycles")
                    || statement.hasPrefix("use ")
            } || added.contains { statement in
                statement.contains(" may use ") || statement.hasPrefix("ignore ") || statement.contains(" wires in ")
                    || statement.contains(" hosts ") || statement.hasPrefix("composition roots ")
            }
        }
    }

    /// Dependencies between two roles or two modules that one side has and the other not.
    package struct DependencyChanges: Sendable, Equatable {
        package var added: [Dependency] = []
        package var removed: [Dependency] = []

        package var isEmpty: Bool { added.isEmpty && removed.isEmpty }
    }

    /// `source → target` with its reference count on the side that has it.
    package struct Dependency: Sendable, Hashable {
        package var source: String
        package var target: String
        package var references: Int
    }

    /// Roles or modules that depend on each other in a circle, listed from the first by name.
    package struct Cycle: Sendable, Hashable {
        package var granularity: ArchitectureGraph.Granularity
        package var members: [String]
    }

    package struct RoleChange: Sendable, Hashable {
        package var type: String
        package var file: String
        package var location: SourceLocation
        package var before: String?
        package var after: String?
    }

    package struct Rename: Sendable, Hashable {
        package var before: String
        package var after: String
        package var file: String
        package var location: SourceLocation
    }

    /// The change fails a check: it brings an error-severity violation.
    package var introducesErrors: Bool { introduced.contains { $0.severity == .error } }

    /// Whether the change does anything to the architecture at all.
    package var isEmpty: Bool {
        rulesChanges.isEmpty && introduced.isEmpty && fixed.isEmpty && roleDependencies.isEmpty && moduleDependencies.isEmpty
            && newCycles.isEmpty && roleChanges.isEmpty && renamedTypes.isEmpty
    }

    /// Rules that judge how the run was made, not the code: a stale baseline entry, a pattern
    /// that matches nothing, a file in no target. Their changes are the rules' or the build's,
    /// which the diff shows otherwise.
    static let comparedRulesExclude: Set<String> = [RuleID.staleBaseline, RuleID.unmatchedPattern, RuleID.notInTarget]

    /// Compares the base's run with the working tree's. `rules` are each side's rules files by
    /// path with their text (nil where the file does not exist); `graph` scopes the role and
    /// module graphs as `archlint graph` would (test targets left out).
    package static func compare(
        base: LintResult, head: LintResult, revision: RevisionLint.Revision, roles: [String],
        rules: [(file: String, base: String?, head: String?)], graph: ArchitectureGraph.Options = ArchitectureGraph.Options()
    ) -> ArchitectureDiff {
        let types = TypeChanges(base: base, head: head)
        let violations = compareViolations(base: base.violations, head: head.violations, renamed: types.renamedNames)
        let sides = graphs(base: base, head: head, roles: roles, options: graph)
        let roleGraphs = (base: sides.base?[0], head: sides.head?[0])
        let moduleGraphs = (base: sides.base?[1], head: sides.head?[1])
        let roleDependencies = compareEdges(base: roleGraphs.base, head: roleGraphs.head)
        let moduleDependencies = compareEdges(base: moduleGraphs.base, head: moduleGraphs.head)
        return ArchitectureDiff(
            base: revision,
            rulesChanges: rules.compactMap { compareRules(file: $0.file, base: $0.base, head: $0.head) },
            introduced: violations.introduced, fixed: violations.fixed,
            roleDependencies: roleDependencies, moduleDependencies: moduleDependencies,
            newCycles: newCycles(base: roleGraphs.base, head: roleGraphs.head) + newCycles(base: moduleGraphs.base, head: moduleGraphs.head),
            roleChanges: types.roleChanges, renamedTypes: types.renames,
            changedRoleGraph: changedGraph(base: roleGraphs.base, head: roleGraphs.head, changes: roleDependencies),
            changedModuleGraph: changedGraph(base: moduleGraphs.base, head: moduleGraphs.head, changes: moduleDependencies))
    }

    /// The edges a change added (as the working tree has them) and removed (as the base had
    /// them), with their nodes: what ``MermaidGraphReporter`` draws for a pull request.
    static func changedGraph(base: ArchitectureGraph?, head: ArchitectureGraph?, changes: DependencyChanges) -> ArchitectureGraph? {
        guard var graph = head ?? base, !changes.isEmpty else { return nil }
        let added = Set(changes.added.map { $0.source + "\u{0}" + $0.target })
        let removed = Set(changes.removed.map { $0.source + "\u{0}" + $0.target })
        var edges: [ArchitectureGraph.Edge] = []
        for var edge in head?.edges ?? [] where added.contains(edge.source + "\u{0}" + edge.target) {
            edge.change = .added
            edges.append(edge)
        }
        for var edge in base?.edges ?? [] where removed.contains(edge.source + "\u{0}" + edge.target) {
            edge.change = .removed
            edges.append(edge)
        }
        edges.sort { ($0.source, $0.target) < ($1.source, $1.target) }
        let ends = Set(edges.flatMap { [$0.source, $0.target] })
        var nodes = (head?.nodes ?? []).filter { ends.contains($0.id) }
        let drawn = Set(nodes.map(\.id))
        nodes += (base?.nodes ?? []).filter { ends.contains($0.id) && !drawn.contains($0.id) }
        nodes.sort { $0.id < $1.id }
        graph.nodes = nodes
        graph.edges = edges
        graph.focus = nil
        let clusters = Set(nodes.compactMap(\.cluster))
        graph.clusters = ((head?.clusters ?? []) + (base?.clusters ?? [])).reduce(into: []) { kept, cluster in
            if clusters.contains(cluster.title), !kept.contains(cluster) { kept.append(cluster) }
        }
        let styles = Set(nodes.map(\.style))
        graph.roleStyles = graph.roleStyles.filter { styles.contains($0.style) }
        return graph
    }

    // MARK: Rules

    /// The statements of a rules file: comments and blank lines dropped, spaces collapsed.
    static func statements(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            let code = line.prefix { $0 != "#" }
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            return words.isEmpty ? nil : words.joined(separator: " ")
        }
    }

    static func compareRules(file: String, base: String?, head: String?) -> RulesChange? {
        let before = statements(base)
        let after = statements(head)
        var remaining = counts(after)
        var removed: [String] = []
        for statement in before {
            if let count = remaining[statement], count > 0 { remaining[statement] = count - 1 } else { removed.append(statement) }
        }
        remaining = counts(before)
        var added: [String] = []
        for statement in after {
            if let count = remaining[statement], count > 0 { remaining[statement] = count - 1 } else { added.append(statement) }
        }
        guard !removed.isEmpty || !added.isEmpty || (base == nil) != (head == nil) else { return nil }
        return RulesChange(file: file, removed: removed, added: added)
    }

    private static func counts(_ items: [String]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for item in items { counts[item, default: 0] += 1 }
        return counts
    }

    // MARK: Violations

    /// Violations keyed by what they are about; within a key, those beyond the other side's
    /// count are the change's (the last ones in file order).
    static func compareViolations(base: [Violation], head: [Violation], renamed: [String: String]) -> (introduced: [Violation], fixed: [Violation]) {
        func key(_ violation: Violation, renaming: Bool) -> String {
            func name(_ endpoint: Violation.Endpoint) -> String {
                let name = endpoint.name ?? ""
                return renaming ? renamed[name] ?? name : name
            }
            return [violation.rule, violation.severity.rawValue, violation.file, name(violation.source), name(violation.target), violation.member ?? ""]
                .joined(separator: "\u{0}")
        }
        let base = base.filter { !comparedRulesExclude.contains($0.rule) }
        let head = head.filter { !comparedRulesExclude.contains($0.rule) }
        func beyond(_ side: [Violation], renaming: Bool, other: [Violation], otherRenaming: Bool) -> [Violation] {
            let matched = counts(other.map { key($0, renaming: otherRenaming) })
            var seen: [String: Int] = [:]
            return side.filter { violation in
                let key = key(violation, renaming: renaming)
                seen[key, default: 0] += 1
                // The first of a key, as many as the other side has, are matched.
                return seen[key]! > (matched[key] ?? 0)
            }
        }
        return (beyond(head, renaming: false, other: base, otherRenaming: true), beyond(base, renaming: true, other: head, otherRenaming: false))
    }

    // MARK: Dependencies

    /// Each side's role graph and module graph, in that order.
    private static func graphs(
        base: LintResult, head: LintResult, roles: [String], options: ArchitectureGraph.Options
    ) -> (base: [ArchitectureGraph]?, head: [ArchitectureGraph]?) {
        var options = options
        options.focus = nil
        options.onlyViolations = false
        let scope = options
        // The two sides on two cores; each side's two graphs share what one granularity does
        // not change.
        let graphs = Parallel.map(2) { side in
            try? ArchitectureGraph.build(side == 0 ? base : head, roles: roles, options: scope, granularities: [.role, .module])
        }
        return (graphs[0], graphs[1])
    }

    static func compareEdges(base: ArchitectureGraph?, head: ArchitectureGraph?) -> DependencyChanges {
        let before = Dictionary((base?.edges ?? []).map { ($0.source + "\u{0}" + $0.target, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary((head?.edges ?? []).map { ($0.source + "\u{0}" + $0.target, $0) }, uniquingKeysWith: { first, _ in first })
        func dependency(_ edge: ArchitectureGraph.Edge) -> Dependency {
            Dependency(source: edge.source, target: edge.target, references: edge.references)
        }
        return DependencyChanges(
            added: (head?.edges ?? []).filter { before[$0.source + "\u{0}" + $0.target] == nil }.map(dependency),
            removed: (base?.edges ?? []).filter { after[$0.source + "\u{0}" + $0.target] == nil }.map(dependency))
    }

    /// The strongly connected groups of more than one node in `head` that no group of `base`
    /// holds whole.
    static func newCycles(base: ArchitectureGraph?, head: ArchitectureGraph?) -> [Cycle] {
        guard let head else { return [] }
        let before = base.map(cycles(of:)) ?? []
        return cycles(of: head).filter { cycle in !before.contains { Set(cycle).isSubset(of: Set($0)) } }
            .map { Cycle(granularity: head.granularity, members: $0) }
    }

    /// Tarjan's strongly connected components, each sorted, in order of their first member.
    static func cycles(of graph: ArchitectureGraph) -> [[String]] {
        var successors: [String: [String]] = [:]
        for edge in graph.edges where edge.source != edge.target { successors[edge.source, default: []].append(edge.target) }
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var stack: [String] = []
        var onStack = Set<String>()
        var components: [[String]] = []
        var counter = 0
        // Iterative, so a long chain of modules costs no call depth: each frame is a node and
        // how many of its successors it has visited.
        for start in successors.keys.sorted() where index[start] == nil {
            var frames: [(node: String, next: Int)] = [(start, 0)]
            index[start] = counter; lowLink[start] = counter; counter += 1
            stack.append(start); onStack.insert(start)
            while let frame = frames.last {
                let next = successors[frame.node] ?? []
                if frame.next < next.count {
                    frames[frames.count - 1].next += 1
                    let successor = next[frame.next]
                    if index[successor] == nil {
                        index[successor] = counter; lowLink[successor] = counter; counter += 1
                        stack.append(successor); onStack.insert(successor)
                        frames.append((successor, 0))
                    } else if onStack.contains(successor) {
                        lowLink[frame.node] = min(lowLink[frame.node]!, index[successor]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last { lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!) }
                if lowLink[frame.node] == index[frame.node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == frame.node { break }
                    }
                    if component.count > 1 { components.append(component.sorted()) }
                }
            }
        }
        return components.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

/// The types of two runs compared: renamed ones and those whose role changed.
struct TypeChanges {
    var renames: [ArchitectureDiff.Rename] = []
    var roleChanges: [ArchitectureDiff.RoleChange] = []
    /// Old qualified name → new.
    var renamedNames: [String: String] = [:]

    private struct Declared {
        var kind: DeclarationKind
        var file: String
        var location: SourceLocation
        var role: String?
    }

    init(base: LintResult, head: LintResult) {
        let before = Self.declared(base)
        let after = Self.declared(head)
        // A rename: the only type gone from a file and the only new one of its kind there.
        var goneByFile: [String: [String]] = [:]
        var newByFile: [String: [String]] = [:]
        for name in before.keys where after[name] == nil { goneByFile[before[name]!.file, default: []].append(name) }
        for name in after.keys where before[name] == nil { newByFile[after[name]!.file, default: []].append(name) }
        for (file, gone) in goneByFile {
            guard gone.count == 1, let new = newByFile[file], new.count == 1, before[gone[0]]!.kind == after[new[0]]!.kind else { continue }
            renamedNames[gone[0]] = new[0]
            let declared = after[new[0]]!
            renames.append(ArchitectureDiff.Rename(before: gone[0], after: new[0], file: file, location: declared.location))
        }
        renames.sort { ($0.file, $0.location) < ($1.file, $1.location) }
        for (name, declared) in after {
            let old = before[name] ?? renamedNames.first(where: { $0.value == name }).flatMap { before[$0.key] }
            guard let old, old.role != declared.role else { continue }
            roleChanges.append(ArchitectureDiff.RoleChange(type: name, file: declared.file, location: declared.location, before: old.role, after: declared.role))
        }
        roleChanges.sort { ($0.file, $0.location, $0.type) < ($1.file, $1.location, $1.type) }
    }

    /// Each linted type by qualified name (the first of two file-private types of one name).
    private static func declared(_ result: LintResult) -> [String: Declared] {
        var declared: [String: Declared] = [:]
        for type in result.lintedTypes where declared[type.qualifiedName] == nil {
            declared[type.qualifiedName] = Declared(kind: type.kind, file: type.file, location: type.location, role: result.classification.role(of: type.id))
        }
        return declared
    }
}
