/// `no cycles among types|roles|modules`: finds the strongly connected parts of the dependency
/// graph at that level and reports, for each, its shortest cycle, once, at the first reference
/// that closes its first edge. Construction (composition roots, wiring members) is not an edge.
enum CycleFinder {
    static func violations(_ project: Project, classification: Classification, rules: RuleSet) -> [Violation] {
        guard !rules.cycleRules.isEmpty else { return [] }
        let governing = SourceRules.table(project, classification: classification, rules: rules)
        var edges: [Dependency] = []
        for dependency in project.dependencies {
            // Test code is read, never reported: it is in no cycle.
            guard case .type(let target) = dependency.target, target != dependency.source,
                  !classification.assignments[dependency.source].isTestCode, !classification.assignments[target].isTestCode,
                  !Checker.isConstruction(dependency, project: project, classification: classification, governing: governing) else { continue }
            edges.append(dependency)
        }
        var violations: [Violation] = []
        for rule in rules.cycleRules {
            // Each edge between two nodes of the level, with the reference that makes it.
            let node: (ProjectType.ID) -> String?
            switch rule.level {
            case .types: node = { project.types[$0].qualifiedName }
            case .roles: node = { classification.role(of: $0) }
            case .modules: node = { project.types[$0].module }
            }
            var graph = LabelledGraph()
            for dependency in edges {
                guard case .type(let target) = dependency.target,
                      let from = node(dependency.source), let to = node(target), from != to else { continue }
                // A type and the types nested in it (a SwiftUI view's Coordinator) belong together.
                if rule.level == .types, from.hasPrefix(to + ".") || to.hasPrefix(from + ".") { continue }
                graph.add(from, to, evidence: dependency)
            }
            for cycle in graph.shortestCycles() {
                let first = graph.evidence(cycle[0], cycle[1])
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

/// A directed graph over names, each edge keeping its earliest evidence (by file and location).
struct LabelledGraph {
    private var index: [String: Int] = [:]
    private(set) var labels: [String] = []
    private var successors: [Set<Int>] = []
    private var evidences: [Int: [Int: Dependency]] = [:]

    mutating func add(_ from: String, _ to: String, evidence: Dependency) {
        let a = id(from), b = id(to)
        successors[a].insert(b)
        if let known = evidences[a]?[b], (known.file, known.location) <= (evidence.file, evidence.location) { return }
        evidences[a, default: [:]][b] = evidence
    }

    func evidence(_ from: String, _ to: String) -> Dependency { evidences[index[from]!]![index[to]!]! }

    private mutating func id(_ label: String) -> Int {
        if let known = index[label] { return known }
        index[label] = labels.count
        labels.append(label)
        successors.append([])
        return labels.count - 1
    }

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
