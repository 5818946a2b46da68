/// `no cycles among types|roles|modules`: finds the strongly connected parts of the dependency
/// graph at that level and reports, for each, its shortest cycle, once, at the first reference
/// that closes its first edge. Construction (composition roots, wiring members) is not an edge.
enum CycleFinder {
    static func violations(_ project: Project, classification: Classification, rules: RuleSet) -> [Violation] {
        guard !rules.cycleRules.isEmpty else { return [] }
        let governing = SourceRules.table(project, classification: classification, rules: rules)
        let dependencies = project.dependencies
        // The edges by position: their numbers are read first, and a dependency is made only to
        // ask whether it is construction.
        var edges: [Int] = []
        for position in dependencies.indices {
            let source = Int(dependencies.edges[position].source)
            let target = Int(dependencies.targetTypes[Int(dependencies.edges[position].target)])
            // Test code is read, never reported: it is in no cycle.
            guard target >= 0, target != source,
                  !classification.assignments[source].isTestCode, !classification.assignments[target].isTestCode,
                  !Checker.isConstruction(dependencies[position], project: project, classification: classification, governing: governing)
            else { continue }
            edges.append(position)
        }
        var violations: [Violation] = []
        for rule in rules.cycleRules {
            // Each edge between two nodes of the level, with the reference that makes it. Each
            // type's node is found once, not per edge.
            var graph = LabelledGraph()
            let nodes: [Int?] = project.types.indices.map { id in
                let label: String?
                switch rule.level {
                case .types: label = project.types[id].qualifiedName
                case .roles: label = classification.role(of: id)
                case .modules: label = project.types[id].module
                }
                return label.map { graph.node($0) }
            }
            for position in edges {
                let source = Int(dependencies.edges[position].source)
                let target = Int(dependencies.targetTypes[Int(dependencies.edges[position].target)])
                guard let from = nodes[source], let to = nodes[target], from != to else { continue }
                // A type and the types nested in it (a SwiftUI view's Coordinator) belong together.
                if rule.level == .types,
                   QualifiedName.isNested(graph.labels[from], in: graph.labels[to]) || QualifiedName.isNested(graph.labels[to], in: graph.labels[from]) {
                    continue
                }
                graph.add(from, to, evidence: position, of: project)
            }
            for cycle in graph.shortestCycles() {
                let first = dependencies[graph.evidence(cycle[0], cycle[1])]
                let source = project.types[first.source]
                guard case .type(let targetID) = first.target else { continue }
                let target = project.types[targetID]
                violations.append(Violation(
                    rule: RuleID.dependencyCycle, severity: rule.severity, file: first.file, location: first.location,
                    message: "cycle among \(rule.level.rawValue): \((cycle + [cycle[0]]).joined(separator: " → "))",
                    source: .type(source.qualifiedName, role: classification.role(of: source.id)),
                    target: .type(target.qualifiedName, role: classification.role(of: targetID)), origin: rule.origin))
            }
        }
        return violations
    }
}

/// A directed graph over names, each edge keeping its earliest evidence (the position of a
/// project's dependency, earliest by file and location).
struct LabelledGraph {
    private var index: [String: Int] = [:]
    private(set) var labels: [String] = []
    private var successors: [Set<Int>] = []
    private var evidences: [Int: [Int: Int]] = [:]

    /// The node of `label`, added when new.
    mutating func node(_ label: String) -> Int {
        if let known = index[label] { return known }
        index[label] = labels.count
        labels.append(label)
        successors.append([])
        return labels.count - 1
    }

    mutating func add(_ from: Int, _ to: Int, evidence: Int, of project: Project) {
        successors[from].insert(to)
        if let known = evidences[from]?[to], !Self.isEarlier(evidence, than: known, in: project) { return }
        evidences[from, default: [:]][to] = evidence
    }

    /// Whether the dependency at `position` is written before the one at `other`, by file path
    /// and location.
    private static func isEarlier(_ position: Int, than other: Int, in project: Project) -> Bool {
        let dependencies = project.dependencies
        let file = Int(dependencies.edges[position].file), otherFile = Int(dependencies.edges[other].file)
        let location = dependencies.location(at: position), otherLocation = dependencies.location(at: other)
        if file == otherFile { return location < otherLocation }
        return (project.files[file].path, location) < (project.files[otherFile].path, otherLocation)
    }

    /// The evidence of the edge between two labels: a dependency's position.
    func evidence(_ from: String, _ to: String) -> Int { evidences[index[from]!]![index[to]!]! }

    /// For each strongly connected component with more than one node, its shortest cycle,
    /// starting at its alphabetically first node; ties go to the alphabetically first path.
    func shortestCycles() -> [[String]] {
        var cycles: [[String]] = []
        for component in stronglyConnectedComponents() where component.count > 1 {
            let members = Set(component)
            var best: [Int]?
            for start in component.sorted(by: { labels[$0] < labels[$1] }) {
                guard let cycle = shortestCycle(through: start, within: members) else { continue }
                if best == nil || cycle.count < best!.count { best = cycle }
            }
            if let best { cycles.append(best.map { labels[$0] }) }
        }
        return cycles.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
    }

    /// Breadth-first from `start` back to it, visiting successors in label order.
    private func shortestCycle(through start: Int, within members: Set<Int>) -> [Int]? {
        var parent: [Int: Int] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors[node].sorted(by: { labels[$0] < labels[$1] }) where members.contains(next) {
                if next == start {
                    var path = [node]
                    while let previous = parent[path[0]] { path.insert(previous, at: 0) }
                    return path
                }
                if parent[next] == nil, next != start {
                    parent[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }

    /// Tarjan's algorithm with an explicit stack (no recursion: graphs of real apps are deep).
    private func stronglyConnectedComponents() -> [[Int]] {
        let count = labels.count
        var order = [Int](repeating: -1, count: count), low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0
        for root in 0..<count where order[root] == -1 {
            var work: [(node: Int, successors: [Int], next: Int)] = [(root, Array(successors[root]), 0)]
            order[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while !work.isEmpty {
                let top = work.count - 1
                let node = work[top].node
                if work[top].next < work[top].successors.count {
                    let next = work[top].successors[work[top].next]
                    work[top].next += 1
                    if order[next] == -1 {
                        order[next] = counter; low[next] = counter; counter += 1
                        stack.append(next); onStack[next] = true
                        work.append((next, Array(successors[next]), 0))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                if low[node] == order[node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
