/// The dependency graph at one granularity, ready to draw: nodes with their role's colour and
/// shape, grouped into clusters, and edges with reference counts and the violations on them.
///
/// Both drawings (``DotGraphReporter``, ``MermaidGraphReporter``) are made from this value, so
/// they always agree. Everything is sorted by name, so the same project gives the same bytes
/// whatever the order files were scanned in.
package struct ArchitectureGraph: Sendable {
    package enum Granularity: String, Sendable, CaseIterable {
        /// One node per type, clustered by role.
        case type
        /// One node per role: the architecture at a glance, whatever the app's size.
        case role
        /// One node per module (the folder below `Sources/`, or the top folder), and the
        /// frameworks they import.
        case module
        /// One node per file, clustered by module.
        case file
    }

    package struct Options: Sendable {
        package var granularity: Granularity
        /// Keep only the nodes within `depth` edges of this one (a type, role, module or file).
        package var focus: String?
        package var depth: Int
        /// Keep only edges with violations (reported or accepted) and their nodes.
        package var onlyViolations: Bool

        /// Modules left out of a module graph, with the edges to and from them (test targets,
        /// unless asked for).
        package var hiddenModules: Set<String>
        /// Modules read as context that are drawn all the same (test targets, when asked for);
        /// the rest of the context is drawn only where the linted code uses it.
        package var drawnContextModules: Set<String>
        /// Files below a project's or a package's folder that no target compiles, by their path
        /// in the project: in no module, not in a module named after their top folder (a
        /// `DuckDuckGoTests` folder of test files no target builds is no module of the app).
        /// The module graph leaves them out, as the build does (the lint warns of each); the
        /// file graph clusters them under ``ArchitectureGraph/notInAnyTarget``.
        package var filesInNoTarget: Set<String>

        package init(
            granularity: Granularity = .type, focus: String? = nil, depth: Int = 1, onlyViolations: Bool = false,
            hiddenModules: Set<String> = [], drawnContextModules: Set<String> = [], filesInNoTarget: Set<String> = []
        ) {
            self.granularity = granularity
            self.focus = focus
            self.depth = depth
            self.onlyViolations = onlyViolations
            self.hiddenModules = hiddenModules
            self.drawnContextModules = drawnContextModules
            self.filesInNoTarget = filesInNoTarget
        }
    }

    package struct Style: Sendable, Hashable {
        package var fill: String
        package var border: String
        /// A Graphviz shape name; ``MermaidGraphReporter`` maps it to the nearest Mermaid shape.
        package var shape: String
    }

    package struct Node: Sendable, Hashable {
        /// Unique within the graph (a type's qualified name, a role, a module, a file's path).
        package var id: String
        package var label: String
        /// The cluster's title, or nil for a node outside every cluster.
        package var cluster: String?
        package var style: Style
        /// Protocols (and other declarations that only describe) get a dashed border.
        package var isAbstract: Bool
        package var tooltip: String
        /// A type's module (type level only): a graph of several modules boxes each module
        /// around its role clusters.
        package var module: String? = nil
    }

    package struct Edge: Sendable, Hashable {
        package var source: String
        package var target: String
        /// References (type uses, and imports at module level) from source to target.
        package var references: Int
        /// The reported violations on the edge and their rules.
        package var violations: Int
        package var errors: Int
        package var rules: [String]
        /// Violations accepted by the baseline or an `archlint:ignore` comment.
        package var accepted: Int
        /// In a drawing of what a change did (`archlint diff`): whether the change added the
        /// edge or removed it; nil in a drawing of one run.
        package var change: Change? = nil
    }

    /// What a change did to an edge.
    package enum Change: String, Sendable, Hashable {
        case added = "new"
        case removed
    }

    package struct Cluster: Sendable, Hashable {
        package var title: String
        package var border: String
    }

    package var granularity: Granularity
    package var nodes: [Node]
    package var edges: [Edge]
    /// In drawing order (the rules' role order).
    package var clusters: [Cluster]
    /// The roles that appear, with their styles, for the legend.
    package var roleStyles: [(role: String, style: Style)]
    /// The focused node, drawn with a heavier border.
    package var focus: String?

    /// What an edge says in words: its reference count above type level, or, when it breaks
    /// rules, how many violations lie on it (what lint reports, not how many references) and
    /// their rules, and whether those breaks were accepted.
    package func label(of edge: Edge) -> String? {
        let change = edge.change.map { $0.rawValue + " · " } ?? ""
        let broken = edge.violations + edge.accepted
        guard broken > 0 else { return granularity == .type && edge.change == nil ? nil : change + String(edge.references) }
        var rules = change + "\(broken) · " + edge.rules.joined(separator: ", ")
        if edge.accepted > 0 { rules += edge.violations == 0 ? " (accepted)" : " (\(edge.accepted) accepted)" }
        return rules
    }

    /// How an edge is drawn: red for errors, orange for warnings, dashed when every break on
    /// it was accepted (baselined or suppressed).
    package enum EdgeKind: Sendable {
        case allowed, error, warning, accepted
    }

    package func kind(of edge: Edge) -> EdgeKind {
        if edge.errors > 0 { return .error }
        if edge.violations > 0 { return .warning }
        return edge.accepted > 0 ? .accepted : .allowed
    }

    package struct Failure: Error, Sendable, Equatable {
        package var message: String
    }

    // MARK: Styles

    static let palette: [(fill: String, border: String)] = [
        ("#dbe9ff", "#3b6fc4"), ("#e3f5e1", "#3f8f3a"), ("#fff1d6", "#c98a12"), ("#f3e3fa", "#8a44b0"),
        ("#dff4f7", "#1f8a9a"), ("#fde4ea", "#b83c5c"), ("#eceff1", "#546e7a"), ("#f9f3d2", "#8d7a12"),
        ("#efe3da", "#795548"), ("#fbe3f4", "#ad1f8f"), ("#eef7d6", "#689f38"), ("#e1e8f2", "#1f3a68"),
    ]
    package static let errorColor = "#d32f2f"
    package static let warningColor = "#ef6c00"
    package static let plainEdgeColor = "#7a7a7a"
    static let unclassified = Style(fill: "#ffffff", border: "#9e9e9e", shape: "box")
    static let external = Style(fill: "#f5f5f5", border: "#757575", shape: "component")

    /// A shape per kind of role, so a role reads the same in every app: screens are boxes,
    /// logic is a hexagon, storage a cylinder.
    static func shape(forRole role: String) -> String {
        let name = role.lowercased()
        let shapes: [(words: [String], shape: String)] = [
            (["presenter", "viewmodel", "eventhandler"], "ellipse"),
            (["view", "controller", "cell", "screen"], "box"),
            (["interactor", "usecase", "reducer", "store", "worker"], "hexagon"),
            (["router", "coordinator", "wireframe", "navigator"], "cds"),
            (["entity", "model", "state", "action", "dto"], "note"),
            (["datamanager", "repository", "storage", "cache", "database"], "cylinder"),
            (["service", "api", "client", "network"], "component"),
        ]
        return shapes.first { $0.words.contains { name.contains($0) } }?.shape ?? "box"
    }

    static func roleStyle(_ role: String, index: Int) -> Style {
        let colors = palette[index % palette.count]
        return Style(fill: colors.fill, border: colors.border, shape: shape(forRole: role))
    }

    // MARK: Building

    /// The module of the files no target compiles (see ``Options/filesInNoTarget``).
    package static let notInAnyTarget = "(not in any target)"

    package static func build(_ result: LintResult, roles: [String], options: Options = Options()) throws(Failure) -> ArchitectureGraph {
        var builder = Builder(
            result: result, roles: roles, granularity: options.granularity, drawnContextModules: options.drawnContextModules,
            filesInNoTarget: options.filesInNoTarget)
        builder.collect()
        return try finished(builder, result: result, options: options)
    }

    /// The same graph at each of `granularities` (`options.granularity` aside), each what
    /// ``build(_:roles:options:)`` gives: what they share (each file's module and place, the
    /// roles' styles, the references counted by pairs of types) is worked out once.
    package static func build(
        _ result: LintResult, roles: [String], options: Options = Options(), granularities: [Granularity]
    ) throws(Failure) -> [ArchitectureGraph] {
        var graphs: [ArchitectureGraph] = []
        var previous: Builder?
        for granularity in granularities {
            var options = options
            options.granularity = granularity
            var builder = previous.map { Builder(sharing: $0, granularity: granularity) } ?? Builder(
                result: result, roles: roles, granularity: granularity, drawnContextModules: options.drawnContextModules,
                filesInNoTarget: options.filesInNoTarget)
            builder.collect()
            graphs.append(try finished(builder, result: result, options: options))
            previous = builder
        }
        return graphs
    }

    /// A collected graph, scoped as `options` say: hidden modules, only violations, a focus.
    private static func finished(_ builder: Builder, result: LintResult, options: Options) throws(Failure) -> ArchitectureGraph {
        var graph = builder.graph()
        let hidden = options.filesInNoTarget.isEmpty ? options.hiddenModules : options.hiddenModules.union([notInAnyTarget])
        if options.granularity == .module, !hidden.isEmpty {
            let externalsBefore = Set(graph.edges.map(\.target)).subtracting(graph.nodes.filter { $0.style.shape != "component" }.map(\.id))
            graph.edges = graph.edges.filter { !hidden.contains($0.source) && !hidden.contains($0.target) }
            // A framework only hidden modules imported (XCTest) goes with them.
            let stillUsed = Set(graph.edges.map(\.target))
            graph.nodes = graph.nodes.filter { !hidden.contains($0.id) && (!externalsBefore.contains($0.id) || stillUsed.contains($0.id)) }
        }
        if options.onlyViolations {
            graph.edges = graph.edges.filter { $0.violations + $0.accepted > 0 }
            let kept = Set(graph.edges.flatMap { [$0.source, $0.target] })
            graph.nodes = graph.nodes.filter { kept.contains($0.id) }
        }
        if let focus = options.focus {
            let id = try graph.resolveFocus(focus, result: result, builder: builder)
            graph.keepNeighbourhood(of: id, depth: options.depth)
            graph.focus = id
        }
        let usedClusters = Set(graph.nodes.compactMap(\.cluster))
        graph.clusters = graph.clusters.filter { usedClusters.contains($0.title) }
        let usedRoles = Set(graph.nodes.map(\.style))
        graph.roleStyles = graph.roleStyles.filter { usedRoles.contains($0.style) }
        return graph
    }

    /// A focus names a node, or a type that lies in one.
    func resolveFocus(_ focus: String, result: LintResult, builder: Builder) throws(Failure) -> String {
        if nodes.contains(where: { $0.id == focus }) { return focus }
        let project = result.project
        let byName = project.types.filter { $0.qualifiedName == focus || $0.name == focus }
        if byName.count == 1, let id = builder.nodeID(ofType: byName[0].id), nodes.contains(where: { $0.id == id }) {
            return id
        }
        if byName.count > 1 {
            throw Failure(message: "--focus '\(focus)' names \(byName.count) types (\(byName.map(\.qualifiedName).sorted().joined(separator: ", "))); give a qualified name")
        }
        let kinds = granularity == .type ? "type" : "\(granularity.rawValue) or type"
        throw Failure(message: "--focus '\(focus)' names no \(kinds) in the graph")
    }

    /// Keeps the nodes at most `depth` edges away from `id`, in either direction.
    mutating func keepNeighbourhood(of id: String, depth: Int) {
        var neighbours: [String: Set<String>] = [:]
        for edge in edges {
            neighbours[edge.source, default: []].insert(edge.target)
            neighbours[edge.target, default: []].insert(edge.source)
        }
        var kept: Set<String> = [id]
        var frontier: Set<String> = [id]
        for _ in 0..<max(depth, 0) {
            frontier = Set(frontier.flatMap { neighbours[$0] ?? [] }).subtracting(kept)
            kept.formUnion(frontier)
        }
        nodes = nodes.filter { kept.contains($0.id) }
        edges = edges.filter { kept.contains($0.source) && kept.contains($0.target) }
    }

    /// Collects nodes and edges for one granularity.
    struct Builder {
        let result: LintResult
        let roles: [String]
        private(set) var granularity: Granularity
        var nodes: [String: Node] = [:]
        var references: [Pair: Int] = [:]
        var violations: [Pair: [Violation]] = [:]
        /// Per file path: its path below the linted root, and its index in the project.
        var relativePath: [String: String] = [:]
        var fileIndex: [String: Int] = [:]
        /// Per file: read as context, not linted (the rest of a module when a folder of it is
        /// linted). What is written there is not drawn; what the linted code uses there is.
        var isContext: [Bool] = []
        /// Per file: its module; per type: the node it lies in. Worked out once, as a large
        /// app's graph asks per reference (splitting a path per reference took seconds).
        var fileModules: [String] = []
        var typeNodes: [String?] = []
        /// Each declared role's place in the rules, for its colour and its cluster's order.
        let roleIndex: [String: Int]
        /// Each role's style, worked out once (its shape is found by searching its name).
        let styles: [String: Style]
        /// Per module: how many types it declares (counted once, when the first module node is
        /// made: counting per module would read every type once per module).
        var typeCounts: [String: Int]?
        /// References counted by pairs of types (source << 32 | target), the same at type, role
        /// and module level: counted once for all three (see ``init(sharing:granularity:)``).
        var typePairReferences: [Int: Int]?

        struct Pair: Hashable, Comparable {
            var source: String
            var target: String
            static func < (lhs: Pair, rhs: Pair) -> Bool { (lhs.source, lhs.target) < (rhs.source, rhs.target) }
        }

        /// See ``Options/filesInNoTarget``.
        let filesInNoTarget: Set<String>

        init(
            result: LintResult, roles: [String], granularity: Granularity, drawnContextModules: Set<String> = [],
            filesInNoTarget: Set<String> = []
        ) {
            self.result = result
            self.filesInNoTarget = filesInNoTarget
            self.roles = roles
            self.granularity = granularity
            let roleIndex = Dictionary(roles.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            self.roleIndex = roleIndex
            // Colours go to the roles the types have, in the rules' order: a preset declares
            // more roles than an app uses, and numbering all of them wrapped the palette
            // (a Model and a View of one graph in one colour).
            let assigned = Set(result.classification.assignments.compactMap(\.role))
            let coloured = roles.filter(assigned.contains) + assigned.subtracting(roles).sorted()
            var styles: [String: Style] = [:]
            for role in coloured + roles where styles[role] == nil {
                styles[role] = ArchitectureGraph.roleStyle(role, index: styles.count)
            }
            self.styles = styles
            for (index, file) in result.project.files.enumerated() {
                relativePath[file.path] = index < result.relativePaths.count ? result.relativePaths[index] : file.path
                fileIndex[file.path] = index
            }
            fileModules = result.project.files.indices.map { moduleOfFile(at: $0) }
            typeNodes = result.project.types.indices.map { nodeIDWorkedOut(ofType: $0) }
            isContext = [Bool](repeating: false, count: result.project.files.count)
            if !result.contextFiles.isEmpty {
                for (index, file) in result.project.files.enumerated() where result.contextFiles.contains(file.path) {
                    isContext[index] = !drawnContextModules.contains(module(ofFile: file.path))
                }
            }
        }

        /// A builder at another granularity, with what `other` worked out that does not depend
        /// on one: the files' places, modules and context, the styles, the type pairs' counts.
        init(sharing other: Builder, granularity: Granularity) {
            self = other
            self.granularity = granularity
            nodes = [:]
            references = [:]
            violations = [:]
            typeNodes = result.project.types.indices.map { nodeIDWorkedOut(ofType: $0) }
        }

        func isContext(_ file: String) -> Bool {
            fileIndex[file].map { isContext[$0] } ?? false
        }

        /// How many linted types (not context ones) a role or module node stands for, as its
        /// second line.
        func countLine(_ count: Int) -> String {
            count == 0 && !result.contextFiles.isEmpty ? "not linted" : "\(count) type\(count == 1 ? "" : "s")"
        }

        func style(ofRole role: String?) -> Style {
            guard let role else { return ArchitectureGraph.unclassified }
            return styles[role] ?? ArchitectureGraph.roleStyle(role, index: styles.count)
        }

        /// The file's module as the model knows it (the package graph or the SwiftPM layout);
        /// where none is known (an Xcode project's folders), its top folder.
        func module(ofFile file: String) -> String {
            if let index = fileIndex[file] { return index < fileModules.count ? fileModules[index] : moduleOfFile(at: index) }
            let parts = file.split(separator: "/")
            return parts.count > 1 ? String(parts[0]) : "(root)"
        }

        func moduleOfFile(at index: Int) -> String {
            // Before the layout's module: `Tests/<Module>/` files of a package that declares no
            // such target are built by nothing either.
            if !filesInNoTarget.isEmpty, filesInNoTarget.contains(result.project.files[index].path) { return ArchitectureGraph.notInAnyTarget }
            if index < result.project.modules.count, let module = result.project.modules[index] { return module }
            let parts = (index < result.relativePaths.count ? result.relativePaths[index] : result.project.files[index].path).split(separator: "/")
            return parts.count > 1 ? String(parts[0]) : "(root)"
        }

        /// The node a type lies in at this granularity; nil for a type the graph leaves out
        /// (no role, at role level).
        func nodeID(ofType id: ProjectType.ID) -> String? {
            id < typeNodes.count ? typeNodes[id] : nodeIDWorkedOut(ofType: id)
        }

        func nodeIDWorkedOut(ofType id: ProjectType.ID) -> String? {
            let types = result.project.types
            switch granularity {
            case .type: return types[id].kind == .extension ? nil : types[id].qualifiedName
            case .role: return result.classification.role(of: id)
            case .module: return module(ofFile: types[id].file)
            case .file: return types[id].file
            }
        }

        /// The node of a type, or at role level of `roleNode` where the check judged the type
        /// by another role than its own.
        mutating func addNode(ofType id: ProjectType.ID, roleNode: String? = nil) {
            guard let nodeID = roleNode ?? nodeID(ofType: id), nodes[nodeID] == nil else { return }
            let type = result.project.types[id]
            let role = result.classification.role(of: id)
            switch granularity {
            case .type:
                nodes[nodeID] = Node(
                    id: nodeID, label: nodeID, cluster: role, style: style(ofRole: role), isAbstract: !type.kind.isConcrete,
                    tooltip: "\(type.kind.rawValue) · \(type.file):\(type.location.line)\(isContext(type.file) ? " · not linted" : "")",
                    module: module(ofFile: type.file))
            case .role:
                let assignments = result.classification.assignments
                let count = result.contextFiles.isEmpty
                    ? assignments.count { $0.role == nodeID }
                    : assignments.indices.count { assignments[$0].role == nodeID && !isContext(result.project.types[$0].file) }
                nodes[nodeID] = Node(
                    id: nodeID, label: "\(nodeID)\n\(countLine(count))", cluster: nil,
                    style: style(ofRole: nodeID), isAbstract: false, tooltip: "role \(nodeID)")
            case .module:
                addModule(nodeID)
            case .file:
                // A file takes the colour of its role when its typed declarations agree on one.
                let roles = Set(result.project.typesByFile[fileIndex[type.file] ?? 0].compactMap { result.classification.role(of: $0) })
                let role = roles.count == 1 ? roles.first : nil
                nodes[nodeID] = Node(
                    id: nodeID, label: lastComponent(nodeID), cluster: module(ofFile: nodeID), style: style(ofRole: role),
                    isAbstract: false, tooltip: (relativePath[nodeID] ?? nodeID) + (isContext(nodeID) ? " (not linted)" : ""))
            }
        }

        /// The node of a file that declares no type (only extensions), coloured by `role`.
        mutating func addFileNode(_ path: String, role: String?) {
            nodes[path] = Node(
                id: path, label: lastComponent(path), cluster: module(ofFile: path), style: style(ofRole: role),
                isAbstract: false, tooltip: relativePath[path] ?? path)
        }

        /// A module of the linted code, labelled with its number of types.
        mutating func addModule(_ name: String) {
            guard nodes[name] == nil else { return }
            if typeCounts == nil {
                var counts: [String: Int] = [:]
                for type in result.project.types where type.kind != .extension && !isContext(type.file) {
                    counts[module(ofFile: type.file), default: 0] += 1
                }
                typeCounts = counts
            }
            let count = typeCounts?[name] ?? 0
            nodes[name] = Node(
                id: name, label: "\(name)\n\(countLine(count))", cluster: nil,
                style: Style(fill: "#e8eaf6", border: "#3949ab", shape: "box3d"), isAbstract: false, tooltip: "module \(name)")
        }

        func lastComponent(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

        /// A framework module or type outside the linted code; an existing node of the same
        /// name (a linted module) is kept.
        mutating func addExternal(_ id: String, label: String, tooltip: String) {
            if nodes[id] == nil {
                nodes[id] = Node(id: id, label: label, cluster: nil, style: ArchitectureGraph.external, isAbstract: false, tooltip: tooltip)
            }
        }

        mutating func collect() {
            // A role's or a module's node is its name alone, whichever type makes it (unless a
            // file several targets compile makes the target type each one's own).
            let byNode = granularity == .role || (granularity == .module && result.project.otherModules.isEmpty)
            let counts = pairCounts()
            if byNode {
                let (nodeNumbers, nodeNames) = addNodesByName()
                addEdgesByNode(counts, nodeNumbers: nodeNumbers, nodeNames: nodeNames)
            } else {
                // The linted types; a context type joins when linted code uses it.
                for type in result.project.types where type.kind != .extension && !isContext(type.file) { addNode(ofType: type.id) }
                addEdgesByType(counts)
            }
            if granularity == .module { addImports() }
            for violation in result.decided {
                guard let pair = pair(of: violation) else { continue }
                violations[pair, default: []].append(violation)
            }
        }

        /// Numbers the nodes types make (-1 for a type with none) and adds the linted types'
        /// nodes, each once: the numbers and the node of each number.
        private mutating func addNodesByName() -> (numbers: [Int32], names: [String]) {
            let project = result.project
            var nodeNames: [String] = []
            var numbers: [String: Int32] = [:]
            let nodeNumbers = typeNodes.map { node -> Int32 in
                guard let node else { return -1 }
                if let number = numbers[node] { return number }
                numbers[node] = Int32(nodeNames.count)
                nodeNames.append(node)
                return Int32(nodeNames.count - 1)
            }
            var made = [Bool](repeating: false, count: nodeNames.count)
            for file in project.typesByFile.indices where !isContext[file] {
                for id in project.typesByFile[file] where project.types[id].kind != .extension {
                    let number = Int(nodeNumbers[id])
                    guard number >= 0, !made[number] else { continue }
                    made[number] = true
                    addNode(ofType: id)
                }
            }
            return (nodeNumbers, nodeNames)
        }

        /// References per pair of numbers (the source type, or at file level the file, and the
        /// target type), as `source << 32 | target`. Role-level counts are made of type-level
        /// facts, counted by numbers and named once per pair later: hashing names per reference
        /// is the costly part.
        private mutating func pairCounts() -> [Int: Int] {
            if granularity != .file, let typePairReferences { return typePairReferences }
            let dependencies = result.project.dependencies
            var counts: [Int: Int] = [:]
            for edge in dependencies.edges where !isContext[Int(edge.file)] {
                let target = Int(dependencies.targetTypes[Int(edge.target)])
                guard target >= 0 else { continue }
                let source = granularity == .file ? Int(edge.file) : Int(edge.source)
                counts[source << 32 | target, default: 0] += 1
            }
            if granularity != .file { typePairReferences = counts }
            return counts
        }

        /// The edges between nodes named by role or module: summed by pairs of node numbers,
        /// then named once per pair (at this level many pairs of types are one edge). Nodes of
        /// the same role would draw a loop on themselves, which says nothing: loops are left out.
        private mutating func addEdgesByNode(_ counts: [Int: Int], nodeNumbers: [Int32], nodeNames: [String]) {
            var pairs: [Int: (references: Int, source: Int, target: Int)] = [:]
            for (key, count) in counts {
                let source = Int(nodeNumbers[key >> 32])
                let target = Int(nodeNumbers[key & 0xFFFF_FFFF])
                guard source >= 0, target >= 0, source != target else { continue }
                if let pair = pairs[source << 32 | target] {
                    pairs[source << 32 | target] = (pair.references + count, pair.source, pair.target)
                } else {
                    pairs[source << 32 | target] = (count, key >> 32, key & 0xFFFF_FFFF)
                }
            }
            for (key, pair) in pairs {
                addNode(ofType: pair.source)
                addNode(ofType: pair.target)
                references[Pair(source: nodeNames[key >> 32], target: nodeNames[key & 0xFFFF_FFFF]), default: 0] += pair.references
            }
        }

        /// The edges between types' or files' own nodes (or modules', when a file several
        /// targets compile makes the target type each one's own); loops are left out.
        private mutating func addEdgesByType(_ counts: [Int: Int]) {
            let project = result.project
            for (key, count) in counts {
                let target = key & 0xFFFF_FFFF
                guard let source = granularity == .file ? project.files[key >> 32].path : nodeID(ofType: key >> 32),
                      let targetID = nodeID(ofType: target), source != targetID else { continue }
                // A type of a file several targets compile is each one's own.
                if granularity == .module, !project.otherModules.isEmpty, let index = fileIndex[project.types[target].file],
                   project.modules(ofFileAt: index).contains(source) { continue }
                if granularity == .file, nodes[source] == nil { continue }
                if granularity != .file { addNode(ofType: key >> 32) }
                addNode(ofType: target)
                references[Pair(source: source, target: targetID), default: 0] += count
            }
        }

        /// At module level, each linted module's imports of other modules.
        private mutating func addImports() {
            let project = result.project
            for (index, file) in project.files.enumerated() where !isContext[index] {
                // A file several targets compile imports for each.
                let others = index < project.otherModules.count ? project.otherModules[index] : []
                for source in [fileModules[index]] + others {
                    for item in file.imports where item.module != source {
                        addExternal(item.module, label: item.module, tooltip: "imported module \(item.module)")
                        addModule(source)
                        references[Pair(source: source, target: item.module), default: 0] += 1
                    }
                }
            }
        }

        /// The edge a violation lies on; external targets (a forbidden framework type or
        /// module) get a node of their own.
        mutating func pair(of violation: Violation) -> Pair? {
            guard let ends = ends(of: violation) else { return nil }
            return ends.source == ends.target ? nil : ends
        }

        /// The nodes a violation joins, the same one twice for a violation inside a node.
        mutating func ends(of violation: Violation) -> Pair? {
            let project = result.project
            let source: String?
            if granularity == .file {
                // A file of extensions only has no node of its own until it breaks a rule.
                if nodes[violation.file] == nil, let index = fileIndex[violation.file], !isContext[index] {
                    addFileNode(violation.file, role: violation.source.role)
                }
                source = nodes[violation.file] == nil ? nil : violation.file
            } else if granularity == .role, let role = violation.source.role {
                // The role the check judged the source by: an extension speaking for its
                // folder's area breaks that area's rules, whatever the type's own role.
                if nodes[role] == nil, let id = violation.source.type.flatMap(project.id(named:)) { addNode(ofType: id, roleNode: role) }
                source = nodes[role] == nil ? nil : role
            } else if granularity == .module, let module = violation.source.module {
                // A module rule's violation names its module: a file several targets compile
                // breaks it as one of them, and an import belongs to no type.
                addModule(module)
                source = module
            } else {
                source = violation.source.type.flatMap(project.id(named:)).flatMap(nodeID(ofType:))
            }
            guard let source else { return nil }
            let target: String
            if let name = violation.target.type, let id = project.id(named: name) {
                guard let node = nodeID(ofType: id) else { return nil }
                target = node
            } else if let module = violation.target.module {
                addExternal(module, label: module, tooltip: "imported module \(module)")
                target = module
            } else if let name = violation.target.type {
                addExternal(name, label: name, tooltip: "type \(name), not declared in the linted code")
                target = name
            } else {
                return nil
            }
            return Pair(source: source, target: target)
        }

        func graph() -> ArchitectureGraph {
            let pairs = Set(references.keys).union(violations.keys).sorted()
            let edges = pairs.map { pair -> Edge in
                let onEdge = violations[pair] ?? []
                let reported = onEdge.filter { $0.suppression == nil }
                return Edge(
                    source: pair.source, target: pair.target,
                    references: max(references[pair] ?? 0, onEdge.count),
                    violations: reported.count, errors: reported.count { $0.severity == .error },
                    rules: Array(Set(onEdge.map(\.rule))).sorted(),
                    accepted: onEdge.count - reported.count)
            }
            let order = roleIndex
            var clusters: [Cluster]
            switch granularity {
            case .type:
                clusters = roles.map { Cluster(title: $0, border: style(ofRole: $0).border) }
            case .file:
                clusters = Set(nodes.values.compactMap(\.cluster)).sorted().map { Cluster(title: $0, border: "#9e9e9e") }
            case .role, .module:
                clusters = []
            }
            if granularity == .type {
                // Roles a type was annotated with but the rules never declared still get a cluster.
                let declared = Set(roles)
                clusters += Set(nodes.values.compactMap(\.cluster)).subtracting(declared).sorted().map {
                    Cluster(title: $0, border: style(ofRole: $0).border)
                }
            }
            let styledRoles = Set(result.classification.assignments.compactMap(\.role))
            let roleStyles = (roles + styledRoles.subtracting(roles).sorted()).map { ($0, style(ofRole: $0)) }
            // By cluster (in the rules' order of roles), then id; each node's cluster looked up once.
            let sortedNodes = nodes.values
                .map { node in (order: node.cluster.flatMap { order[$0] } ?? Int.max, node: node) }
                .sorted { ($0.order, $0.node.id) < ($1.order, $1.node.id) }
                .map(\.node)
            return ArchitectureGraph(
                granularity: granularity, nodes: sortedNodes, edges: edges, clusters: clusters,
                roleStyles: roleStyles, focus: nil)
        }
    }
}

extension ArchitectureGraph.Options {
    /// What a graph of these inputs leaves out, the same in `graph` and in the HTML report: test
    /// targets (drawn when asked for) and the files no target compiles.
    package mutating func scope(to inputs: ProjectInputs, includingTests: Bool) {
        let testModules = Set(inputs.description.modules.filter(\.isTest).map(\.name))
        if includingTests { drawnContextModules = testModules } else { hiddenModules = testModules }
        filesInNoTarget = Set(inputs.membership.unassigned.map { inputs.files[$0].displayPath })
    }
}
