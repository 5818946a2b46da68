/// The dependencies on project types, by their ends and file only, for the passes of the
/// classifier that read nothing else of them (see ``Classifier/confirmPlainData``): each pass
/// reads three numbers side by side instead of each dependency's target through the list of
/// targets.
///
/// In dependency order, in runs (a run is the dependencies of one source type in one file, one
/// after another), each target's first dependency of a run only: code names a type most often
/// where it named it just before. Every pass asks for the first use of some kind, whether there
/// is one, or which folders use a type, so the repeats left out change no answer.
struct TypeUses: Sendable {
    let sources: [Int32]
    let targets: [Int32]
    let files: [Int32]

    init(_ dependencies: Dependencies, typeCount: Int) {
        var sources: [Int32] = []
        var targets: [Int32] = []
        var files: [Int32] = []
        // Per target: the run it was last used in.
        var lastRun = [Int32](repeating: -1, count: typeCount)
        var run: Int32 = -1
        var source: Int32 = -1
        var file: Int32 = -1
        // By position, not `for edge in edges`: the debug build the command plugin runs iterates an
        // array through a generic iterator, a costly call per edge on every edge of the project.
        let edges = dependencies.edges
        for position in 0..<edges.count {
            let edge = edges[position]
            let target = dependencies.targetTypes[Int(edge.target)]
            guard target >= 0 else { continue }
            if edge.source != source || edge.file != file {
                source = edge.source
                file = edge.file
                run += 1
            }
            guard lastRun[Int(target)] != run else { continue }
            lastRun[Int(target)] = run
            sources.append(source)
            targets.append(target)
            files.append(file)
        }
        self.sources = sources
        self.targets = targets
        self.files = files
    }

    var count: Int { sources.count }
}

/// The dependencies by their source type, as runs: each type's stretches of consecutive
/// dependencies in `Dependencies.edges`, in dependency order. The passes that ask what some types
/// use (their candidates, a small part of the project's types) read those types' dependencies
/// only, where each of them went through every dependency of the project. A type's dependencies
/// come in runs (those of one declaration, one after another): a run costs less to keep than
/// each of its dependencies.
struct EdgesBySource: Sendable {
    /// Per type, where its runs start in `runs`; one more than the types, the last the count of
    /// runs.
    private let starts: [Int32]
    private let runs: [Range<Int>]

    init(_ dependencies: Dependencies, typeCount: Int) {
        // The runs in dependency order, each with its source.
        var sources: [Int32] = []
        var unsorted: [Range<Int>] = []
        // By position: see ``TypeUses/init(_:typeCount:)``.
        let edges = dependencies.edges
        var runStart = 0
        for position in 0..<edges.count where position + 1 == edges.count || edges[position + 1].source != edges[position].source {
            sources.append(edges[position].source)
            unsorted.append(runStart..<position + 1)
            runStart = position + 1
        }
        var starts = [Int32](repeating: 0, count: typeCount + 1)
        for source in sources { starts[Int(source) + 1] += 1 }
        for id in 0..<typeCount { starts[id + 1] += starts[id] }
        // Each type's next free place, filled in dependency order.
        var next = starts
        var runs = [Range<Int>](repeating: 0..<0, count: unsorted.count)
        for index in unsorted.indices {
            let source = Int(sources[index])
            runs[Int(next[source])] = unsorted[index]
            next[source] += 1
        }
        self.starts = starts
        self.runs = runs
    }

    /// The positions in `Dependencies.edges` of the dependencies of type `id`, in their order.
    func positions(of id: Int) -> FlattenSequence<ArraySlice<Range<Int>>> {
        runs[Int(starts[id])..<Int(starts[id + 1])].joined()
    }
}
