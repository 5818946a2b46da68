/// A declared type (or top-level function) with its extensions merged in.
package struct ProjectType: Sendable {
    package typealias ID = Int

    package var id: ID
    package var name: String
    package var qualifiedName: String
    package var kind: DeclarationKind
    /// The primary declaration's file and location.
    package var file: String
    package var location: SourceLocation
    /// The path below the linted root, for path-based roles.
    package var relativePath: String
    /// The inheritance clause of the declaration and of every extension.
    package var inherits: [String]
    package var attributes: [String]
    /// The role annotation (`// archlint:role Presenter`) written on the declaration, if any.
    package var annotatedRole: (name: String, location: SourceLocation)?
    /// For a typealias: the types it names (a composition's parts), project or external.
    package var aliasedTargets: [DependencyTarget] = []
    /// Generic parameter names; inside the type's extensions they shadow types of that name.
    package var genericParameters: [String] = []
    /// The module that declares the type, when the caller knows modules (see
    /// ``ProjectBuilder/build(_:relativePaths:modules:)``); nil otherwise.
    package var module: String?
    /// Where each extension of the type is written (file and location), in file order.
    package var extensions: [(file: String, location: SourceLocation)] = []
    /// What the primary declaration's body declares, with the methods of its extensions.
    package var shape = TypeShape()
    /// What the header of the declaring file says when it is generated code (see
    /// ``ScannedFile/generatedMarker``), else nil.
    package var generatedMarker: String?
}

/// What a reference resolved to.
package enum DependencyTarget: Sendable, Hashable {
    case type(ProjectType.ID)
    /// A name no project type declares (a framework type such as `UIViewController`).
    case external(String)
}

/// One reference from a project type to another type, where it is written.
package struct Dependency: Sendable {
    package var source: ProjectType.ID
    package var target: DependencyTarget
    package var file: String
    package var location: SourceLocation
    package var member: String?
    /// How the code there treats the target: a use, or only construction or a hand-off.
    package var use: ReferenceUse = .use
    /// Whether `use` was decided by what the source type's body does with one of its properties.
    package var isDecidedByTypeBody = false
}

/// Every resolved dependency of a project, in file, declaration and reference order. Each is
/// kept as five 32-bit numbers (a million-line project has half a million dependencies): its
/// source, its target's place in a list of targets, and the file, declaration and reference
/// that make it, whose path, location and member a ``Dependency`` reads when asked for.
package struct Dependencies: RandomAccessCollection, Sendable {
    struct Edge: Sendable {
        var source: Int32
        /// The place of the target in `targets`.
        var target: Int32
        var file: Int32
        var declaration: Int32
        var reference: Int32
    }

    let edges: [Edge]
    let targets: [DependencyTarget]
    /// Per target: its project type, or -1 for a name no project type declares.
    let targetTypes: [Int32]
    /// The scanned files the references are in (the project's).
    fileprivate var files: [ScannedFile]

    init(edges: [Edge], targets: [DependencyTarget], files: [ScannedFile]) {
        self.edges = edges
        self.targets = targets
        targetTypes = targets.map { target in
            if case .type(let id) = target { return Int32(id) }
            return -1
        }
        self.files = files
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { edges.count }

    package subscript(position: Int) -> Dependency {
        let edge = edges[position]
        let file = Int(edge.file)
        let references = files[file].declarations[Int(edge.declaration)].references
        return Dependency(
            source: Int(edge.source), target: targets[Int(edge.target)], file: files[file].path,
            location: references.entries[Int(edge.reference)].location, member: references.member(at: Int(edge.reference)),
            use: references.use(at: Int(edge.reference)), isDecidedByTypeBody: references.isDecidedByTypeBody(at: Int(edge.reference)))
    }

    /// The positions of the dependencies made in the file at `file` (they are in file order).
    package func positions(inFileAt file: Int) -> Range<Int> {
        // The first position whose file is `file` or later.
        func start(of file: Int) -> Int {
            var low = 0, high = edges.count
            while low < high {
                let middle = (low + high) / 2
                if Int(edges[middle].file) < file { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return start(of: file)..<start(of: file + 1)
    }

    /// Where the dependency at `position` is written, read without making the dependency (its
    /// path and member are strings).
    package func location(at position: Int) -> SourceLocation {
        let edge = edges[position]
        return files[Int(edge.file)].declarations[Int(edge.declaration)].references.entries[Int(edge.reference)].location
    }

    /// The path of the file the reference of `edge` is written in.
    func path(of edge: Edge) -> String {
        files[Int(edge.file)].path
    }

    /// The member (a function, a property) the reference of `edge` is written in, if any.
    func member(of edge: Edge) -> String? {
        files[Int(edge.file)].declarations[Int(edge.declaration)].references.member(at: Int(edge.reference))
    }
}

/// The model stage's result: every type, every resolved dependency, every import.
package struct Project: Sendable {
    package var files: [ScannedFile]
    package var types: [ProjectType]
    package var dependencies: Dependencies
    /// Per file (same order as `files`): the project types declared there (not extensions).
    package var typesByFile: [[ProjectType.ID]]
    /// Qualified name → every type of that name, one per module, the first declared first.
    package var candidates: TypeNames
    /// Per file (same order as `files`): its module, when known.
    package var modules: [String?] = []
    /// Per file (same order as `files`, or empty when no file has any): the other modules that
    /// compile it. Its types are declared once, in `modules`' module; module rules judge the
    /// file as the code of each.
    package var otherModules: [[String]] = []
    /// Per file (same order as `files`): its path below the linted root, as path rules see it
    /// (empty when the builder was given none: then each file's path is used).
    package var relativePaths: [String] = []
    /// The files (by path) only test targets compile, as the build descriptions say: test code.
    package var testTargetFiles: Set<String> = []
    /// The resolver the builder used for references, kept so later stages (classifying
    /// supertypes) need not build it again; nil for a project assembled by hand.
    var resolver: Resolver?

    /// The type of a qualified name (the first declared, when several modules declare it).
    package func type(named qualifiedName: String) -> ProjectType? {
        id(named: qualifiedName).map { types[$0] }
    }

    /// The path below the linted root of the file at `index`, as path rules see it.
    package func relativePath(ofFileAt index: Int) -> String {
        index < relativePaths.count ? relativePaths[index] : files[index].path
    }

    package func id(named qualifiedName: String) -> ProjectType.ID? {
        // Not `.map(candidates.first(of:))`: a method taken as a closure holds a copy of the
        // table, each of its arrays retained, at every call.
        guard let entry = candidates.entry(of: qualifiedName) else { return nil }
        return candidates.first(of: entry)
    }

    /// Puts each of `judged` in place of the file at the same place of `indices`: the same
    /// facts with their uses judged (``ScannedFile/usesAreJudged``), so the dependencies made
    /// there read the judged uses.
    package mutating func replaceFiles(at indices: [Int], with judged: [ScannedFile]) {
        // The dependencies share the files: let go of them first, so the files are not copied.
        dependencies.files = []
        for (index, file) in zip(indices, judged) { files[index] = file }
        dependencies.files = files
    }
}
