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
