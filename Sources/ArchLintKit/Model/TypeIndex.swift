/// The types of a project by qualified name, with their ids: the declarations that are types
/// of their own (not extensions, not a second declaration of a name in the same module), in
/// file order.
struct TypeIndex: Sendable {
    /// Qualified name → every type of that name, one per module, the first declared first.
    var candidates: TypeNames
    /// Per file: the ids of the types declared there (consecutive: ids are given in file order).
    var typeIDsByFile: [Range<ProjectType.ID>]
    var owners: Owners
    /// Per type: its declaration, module and kind.
    var declaredAt: [(file: Int, declaration: Int)] = []
    var modules: [String?] = []
    var kinds: [DeclarationKind] = []
    /// Per type: the file that alone sees it (a `private` or `fileprivate` type, see
    /// ``Declaration/isFileScoped``), or -1.
    var fileScopes: [Int32] = []
    /// Whether some type is seen from its own file only.
    var anyFileScoped = false
    /// The modules that declare types.
    var moduleNames = Set<String>()

    /// `names`: per declaration (in `owners`' order), its qualified name, hash and kind.
    init(_ files: [ScannedFile], modules fileModules: [String?], owners blank: Owners, names: [IndexedName]) {
        typeIDsByFile = []
        typeIDsByFile.reserveCapacity(files.count)
        owners = blank
        candidates = TypeNames(capacity: owners.count)
        declaredAt.reserveCapacity(owners.count)
        modules.reserveCapacity(owners.count)
        kinds.reserveCapacity(owners.count)
        // The module last added to `moduleNames`: consecutive files mostly share their module,
        // and adding it again would hash its name once per file.
        var lastModuleNamed: String?
        for fileIndex in files.indices {
            let firstID = declaredAt.count
            let module = fileModules[fileIndex]
            let start = owners.start(of: fileIndex)
            for declarationIndex in 0..<(owners.start(of: fileIndex + 1) - start) {
                let kind = names[start + declarationIndex].kind
                if kind == .extension { continue }
                // The first declaration of a name in a module wins; a duplicate (`#if` branches, a
                // second file) keeps its own references but merges into the first. A type only
                // its file sees is one per file: two files' `private` helpers of one name are two
                // types.
                let id = declaredAt.count
                let name = names[start + declarationIndex].name
                let hash = names[start + declarationIndex].hash
                let fileScope = names[start + declarationIndex].isFileScoped ? Int32(fileIndex) : -1
                if let entry = candidates.entry(of: name, hash: hash) {
                    if let existing = candidates.first(of: entry, where: { modules[$0] == module && fileScopes[$0] == fileScope }) {
                        owners[fileIndex, declarationIndex] = existing
                        continue
                    }
                    candidates.add(id, to: entry)
                } else {
                    candidates.insert(name, hash: hash, id: id)
                }
                declaredAt.append((fileIndex, declarationIndex))
                modules.append(module)
                kinds.append(kind)
                fileScopes.append(fileScope)
                if fileScope >= 0 { anyFileScoped = true }
                owners[fileIndex, declarationIndex] = id
            }
            typeIDsByFile.append(firstID..<declaredAt.count)
            if let module, firstID < declaredAt.count, module != lastModuleNamed {
                moduleNames.insert(module)
                lastModuleNamed = module
            }
        }
    }

}

/// Per declaration of every file, the project type it stands for (an extension: the type it
/// extends, when the project declares it): one array for all files, not one per file.
struct Owners: Sendable {
    /// Per file, where its declarations start in `ids`.
    private let starts: [Int]
    /// -1 for a declaration that stands for no project type.
    private var ids: [ProjectType.ID]

    init(_ files: [ScannedFile]) {
        var starts: [Int] = []
        starts.reserveCapacity(files.count)
        var count = 0
        for index in files.indices {
            starts.append(count)
            count += files[index].declarations.count
        }
        self.starts = starts
        ids = Array(repeating: -1, count: count)
    }

    /// How many declarations there are.
    var count: Int { ids.count }

    /// Where a file's declarations start in the order of all files' declarations (for the
    /// file after the last, their count).
    func start(of file: Int) -> Int { file == starts.count ? ids.count : starts[file] }

    subscript(file: Int, declaration: Int) -> ProjectType.ID? {
        get {
            let id = ids[starts[file] + declaration]
            return id < 0 ? nil : id
        }
        set { ids[starts[file] + declaration] = newValue ?? -1 }
    }
}

/// A declaration's qualified name, its ``TypeNames`` hash and its kind, read ahead for the index
/// (an extension's name is left empty: it names no type of its own).
struct IndexedName: Sendable {
    var name: String
    var hash: UInt64
    var kind: DeclarationKind
    var isFileScoped: Bool
    /// Whether the name has a dot (a nested type's): only those name nested heads (see
    /// ``Resolver/nestedHeads(of:)``), and most names have none.
    var isDotted: Bool
}

/// Where the extensions and typealiases are, for the passes after indexing (most declarations
/// are neither, and those passes need not look at them again), and, for the resolver, the
/// names that have types nested in them (a nested type's parent is one).
struct DeclarationPlaces: Sendable {
    var extensions: [(file: Int, declaration: Int)] = []
    var aliases: [(file: Int, declaration: Int)] = []
    var nestingScopes = NameSet()

    init(_ files: [ScannedFile]) {
        for fileIndex in files.indices {
            // By index: copying a declaration would retain every string in it.
            let declarations = files[fileIndex].declarations
            for declarationIndex in declarations.indices {
                let kind = declarations[declarationIndex].kind
                if kind == .extension {
                    extensions.append((fileIndex, declarationIndex))
                    continue
                }
                if let parent = declarations[declarationIndex].parent { nestingScopes.insert(declarations[parent].qualifiedName) }
                if kind == .typealias { aliases.append((fileIndex, declarationIndex)) }
            }
        }
    }
}
