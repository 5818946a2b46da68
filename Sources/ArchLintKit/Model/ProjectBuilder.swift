/// Builds the ``Project`` from scanned files: indexes types by qualified name, merges extensions
/// into their types, and resolves each reference by scope.
public enum ProjectBuilder {
    /// - Parameters:
    ///   - relativePaths: per file, the path below the linted root (for path rules).
    ///   - modules: per file, the module it belongs to. When given, a name declared in two
    ///     modules resolves to the one the file can see: its own module first, then the modules
    ///     it imports. Without it every file is in one anonymous module.
    ///   - otherModules: per file (or empty), the other modules that compile it: its types are
    ///     declared once, in its module, and seen from each of these as their own.
    public static func build(_ files: [ScannedFile], relativePaths: [String]? = nil, modules: [String?]? = nil, otherModules: [[String]] = []) -> Project {
        let fileModules = modules ?? Array(repeating: nil, count: files.count)
        // Every declaration's qualified name read and hashed first, on all cores, into one list
        // in declaration order: reading the names (half a million scattered objects, each
        // touched for the first time since decoding) is most of what indexing them costs, and
        // the index itself goes in file order, on one core.
        let declarationOrder = Owners(files)
        let names = [IndexedName](unsafeUninitializedCapacity: declarationOrder.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            let ranges = Ranges(count: files.count)
            Parallel.forEach(ranges.count) { part in
                for fileIndex in ranges[part] {
                    var slot = slots.base + declarationOrder.start(of: fileIndex)
                    let declarations = files[fileIndex].declarations
                    for index in declarations.indices {
                        let kind = declarations[index].kind
                        if kind == .extension {
                            slot.initialize(to: IndexedName(name: "", hash: 0, kind: kind, isFileScoped: false))
                        } else {
                            let name = declarations[index].qualifiedName
                            slot.initialize(to: IndexedName(name: name, hash: TypeNames.hash(name), kind: kind, isFileScoped: declarations[index].isFileScoped))
                        }
                        slot += 1
                    }
                }
            }
            initialized = declarationOrder.count
        }
        // Two passes over the declarations at once, one per core. The first: which declarations
        // are types of their own, and their ids, in file order (names and modules only; the
        // types themselves are made afterwards, on all cores). The second: where the extensions
        // and typealiases are, for the passes below (most declarations are neither, and those
        // passes need not look at them again), and, for the resolver, the names that have types
        // nested in them (a nested type's parent is one).
        let (index, (extensionsAt, aliasesAt, nestingScopes)) = Parallel.pair({
            TypeIndex(files, modules: fileModules, owners: declarationOrder, names: names)
        }, {
            var extensionsAt: [(file: Int, declaration: Int)] = []
            var aliasesAt: [(file: Int, declaration: Int)] = []
            var nestingScopes = NameSet()
            for fileIndex in files.indices {
                // By index: copying a declaration would retain every string in it.
                let declarations = files[fileIndex].declarations
                for declarationIndex in declarations.indices {
                    let kind = declarations[declarationIndex].kind
                    if kind == .extension {
                        extensionsAt.append((fileIndex, declarationIndex))
                        continue
                    }
                    if let parent = declarations[declarationIndex].parent { nestingScopes.insert(declarations[parent].qualifiedName) }
                    if kind == .typealias { aliasesAt.append((fileIndex, declarationIndex)) }
                }
            }
            return (extensionsAt, aliasesAt, nestingScopes)
        })
        let candidates = index.candidates, declaredAt = index.declaredAt
        // A file's types have consecutive ids: their lists are made on all cores.
        let typeRanges = index.typeIDsByFile
        let typesByFile = [[ProjectType.ID]](unsafeUninitializedCapacity: files.count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            let parts = Ranges(count: files.count)
            Parallel.forEach(parts.count) { part in
                // Through a pointer, once per part: reading the shared array element by element
                // from every core would retain and release it each time, the cores queueing on
                // its count.
                typeRanges.withUnsafeBufferPointer { ranges in
                    for file in parts[part] { (slots.base + file).initialize(to: Array(ranges[file])) }
                }
            }
            initialized = files.count
        }
        let typeModules = index.modules, kinds = index.kinds, moduleNames = index.moduleNames
        var owners = index.owners
        var types = Parallel.map(declaredAt.count) { [declaredAt] id in
            let (fileIndex, declarationIndex) = declaredAt[id]
            return makeType(id, declaration: declarationIndex, of: files[fileIndex],
                            relativePath: relativePaths?[fileIndex], module: fileModules[fileIndex])
        }
        var resolver = Resolver(candidates: candidates, modules: typeModules, kinds: kinds, moduleNames: moduleNames, nestingScopes: nestingScopes)
        if index.anyFileScoped {
            resolver.fileScopes = index.fileScopes
            resolver.typeFiles = declaredAt.map { Int32($0.file) }
        }
        // Per file: whether it declares a type only it sees; its names then resolve apart from
        // those of the other files of its module.
        var declaresFileScoped = [Bool](repeating: false, count: index.anyFileScoped ? files.count : 0)
        if index.anyFileScoped {
            for scope in index.fileScopes where scope >= 0 { declaresFileScoped[Int(scope)] = true }
        }
        if otherModules.contains(where: { !$0.isEmpty }) { resolver.otherModules = declaredAt.map { otherModules[$0.file] } }
        // Lookup looks at a file's imports only to choose among modules declaring a name, so only
        // imports of modules that declare types matter: files of one module with the same such
        // imports (every file, in a project without modules) resolve every name alike.
        // With no module declaring types (a folder linted without modules), no import matters.
        let imports = moduleNames.isEmpty ? Array(repeating: [], count: files.count)
            : Parallel.map(files.count) { [moduleNames] in Set(files[$0].imports.lazy.map(\.module).filter(moduleNames.contains)) }

        // Declarations read in place, by index: copying a file or a declaration would retain
        // every string in it.
        for (fileIndex, declarationIndex) in extensionsAt {
            let declarations = files[fileIndex].declarations
            guard let id = resolver.resolve(declarations[declarationIndex].name, inScope: scopeName(of: declarationIndex, in: declarations),
                                            from: fileModules[fileIndex], imports: imports[fileIndex], file: fileIndex) else { continue }
            owners[fileIndex, declarationIndex] = id
            types[id].inherits.append(contentsOf: declarations[declarationIndex].inherits)
            // Methods written in extensions are behaviour all the same (see ``TypeShape``).
            let methods = declarations[declarationIndex].shape.methods
            if methods > 0 { types[id].shape.methods = UInt8(min(255, Int(types[id].shape.methods) + Int(methods))) }
            types[id].extensions.append((files[fileIndex].path, declarations[declarationIndex].location))
        }

        // Typealiases resolve to the types they name, in the alias's own scope.
        for (fileIndex, declarationIndex) in aliasesAt {
            let declarations = files[fileIndex].declarations
            guard let id = owners[fileIndex, declarationIndex], types[id].kind == .typealias else { continue }
            let scope = scopeName(of: declarationIndex, in: declarations)
            types[id].aliasedTargets = declarations[declarationIndex].inherits.map { part in
                resolver.resolve(part, inScope: scope, from: fileModules[fileIndex], imports: imports[fileIndex], file: fileIndex)
                    .map(DependencyTarget.type) ?? .external(part)
            }
        }

        // Now that aliases know what they name, references can follow them.
        var resolverWithAliases = resolver
        resolverWithAliases.learnAliases(of: types)
        let referenceResolver = resolverWithAliases
        // Each file's references resolve independently: spread the lookups over the cores, in
        // file chunks. Each chunk keeps only, per reference, which list of targets it resolved
        // to; the dependencies are then written once, in file order, into one array (gathering
        // per-chunk arrays of dependencies would copy every one of them a second time).
        let chunkSize = max(1, (files.count + 63) / 64)
        let chunkCount = (files.count + chunkSize - 1) / chunkSize
        let chunks: [ResolvedChunk] = Parallel.map(chunkCount) { [types, owners, candidates, declaresFileScoped] chunk in
            var resolved = ResolvedChunk(files: (chunk * chunkSize)..<min(files.count, (chunk + 1) * chunkSize))
            // A name resolves the same way in every declaration that has no nested scope to look
            // in first (most of them), in every file of the same module and imports: resolve each
            // such name once, for as long as consecutive files share both.
            var resolvedAtTopLevel = NameMemo()
            // Names resolved in one declaration's own scopes; emptied, not made anew, per declaration.
            var resolvedInScope: [String: Int32] = [:]
            // Per place in a table of reference texts (see ``References``): what the name there
            // resolved to at top level, -2 while unknown. Kept while consecutive declarations of
            // a file share their table (a decoded file's do): most references then cost an
            // array read, not a look-up of their text.
            var resolvedAtPlace: [Int32] = []
            var placesTable: UnsafePointer<String>?
            var topLevelContext: (module: String?, imports: Set<String>)?
            for fileIndex in resolved.files {
                placesTable = nil
                let module = fileModules[fileIndex]
                // A file that declares types only it sees resolves its names on its own, without
                // the names its module's other files resolved (nor giving them its own).
                let ownLookup = !declaresFileScoped.isEmpty && declaresFileScoped[fileIndex]
                let sameLookup = topLevelContext.map { $0.module == module && $0.imports == imports[fileIndex] } ?? false
                if !sameLookup && !ownLookup {
                    resolvedAtTopLevel.removeAll()
                    topLevelContext = (module, imports[fileIndex])
                }
                // Read in place, by index: copying a declaration or a reference would retain
                // every string in it.
                let declarations = files[fileIndex].declarations
                for declarationIndex in declarations.indices {
                    guard let source = owners[fileIndex, declarationIndex] else { continue }
                    let references = declarations[declarationIndex].references
                    if references.isEmpty { continue }
                    let texts = references.texts, entries = references.entries
                    let table = texts.withUnsafeBufferPointer { $0.baseAddress }
                    if table != placesTable {
                        placesTable = table
                        resolvedAtPlace.removeAll(keepingCapacity: true)
                        resolvedAtPlace.append(contentsOf: repeatElement(-2, count: texts.count))
                    }
                    let isExtension = declarations[declarationIndex].kind == .extension
                    let scopes = referenceResolver.lookupScopes(isExtension ? types[source].qualifiedName : declarations[declarationIndex].qualifiedName)
                    // Inside an extension the extended type's generic parameters (and its enclosing
                    // types') shadow project types of the same name, as in its body.
                    let shadowed = isExtension ? genericNames(enclosing: source, types: types, candidates: candidates) : []
                    // A declaration names the same types again and again; resolve each name once.
                    // Asked once per declaration, not per reference (costly unoptimized, as generic code).
                    let atTopLevel = scopes.isEmpty, anyShadowed = !shadowed.isEmpty
                    if !atTopLevel { resolvedInScope.removeAll(keepingCapacity: true) }
                    let byPlace = atTopLevel && !anyShadowed
                    for referenceIndex in entries.indices {
                        let place = Int(entries[referenceIndex].name)
                        if byPlace, resolvedAtPlace[place] != -2 {
                            let choice = resolvedAtPlace[place]
                            resolved.choices.append(choice)
                            resolved.countDependencies(of: choice, from: source)
                            continue
                        }
                        let name = texts[place]
                        if anyShadowed && shadowed.contains(Self.head(of: name)) {
                            resolved.choices.append(-1)
                            continue
                        }
                        let choice: Int32
                        if atTopLevel, !ownLookup, let known = resolvedAtTopLevel.choice(for: name) {
                            choice = known
                        } else if !atTopLevel, let known = resolvedInScope[name] {
                            choice = known
                        } else {
                            choice = resolved.add(referenceResolver.targets(of: name, scopes: scopes, from: module, imports: imports[fileIndex], file: fileIndex))
                            if atTopLevel {
                                if !ownLookup { resolvedAtTopLevel.remember(choice, for: name) }
                            } else {
                                resolvedInScope[name] = choice
                            }
                        }
                        if byPlace { resolvedAtPlace[place] = choice }
                        resolved.choices.append(choice)
                        resolved.countDependencies(of: choice, from: source)
                    }
                }
            }
            return resolved
        }
        // The chunks' lists of targets, end to end: a dependency names its target by its place
        // there.
        var offsets: [Int] = []
        var targetOffsets: [Int] = []
        var targets: [DependencyTarget] = []
        var total = 0
        for chunk in chunks {
            offsets.append(total)
            total += chunk.dependencyCount
            targetOffsets.append(targets.count)
            targets += chunk.targets
        }
        // Each chunk writes its dependencies straight into its own range of the one array, in
        // file order, concurrently: no per-chunk arrays to gather, no dependency copied twice.
        let edges = [Dependencies.Edge](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            Parallel.forEach(chunks.count) { [owners, offsets, targetOffsets] index in
                let chunk = chunks[index]
                var slot = slots.base + offsets[index]
                let end = slot + chunk.dependencyCount
                var cursor = 0
                for fileIndex in chunk.files {
                    let declarations = files[fileIndex].declarations
                    for declarationIndex in declarations.indices {
                        guard let source = owners[fileIndex, declarationIndex] else { continue }
                        for referenceIndex in declarations[declarationIndex].references.indices {
                            let choice = Int(chunk.choices[cursor])
                            cursor += 1
                            if choice < 0 { continue }
                            for targetIndex in chunk.targetRanges[choice] {
                                if case .type(let id) = chunk.targets[targetIndex], id == source { continue }
                                precondition(slot < end, "a chunk writes more dependencies than it counted")
                                slot.initialize(to: Dependencies.Edge(
                                    source: Int32(source), target: Int32(targetOffsets[index] + targetIndex), file: Int32(fileIndex),
                                    declaration: Int32(declarationIndex), reference: Int32(referenceIndex)))
                                slot += 1
                            }
                        }
                    }
                }
                precondition(slot == end, "a chunk wrote fewer dependencies than it counted")
            }
            initialized = total
        }
        let dependencies = Dependencies(edges: edges, targets: targets, files: files)

        var project = Project(files: files, types: types, dependencies: dependencies, typesByFile: typesByFile, candidates: candidates)
        project.modules = fileModules
        project.otherModules = resolver.otherModules.isEmpty ? [] : otherModules
        project.relativePaths = relativePaths ?? []
        project.resolver = referenceResolver
        return project
    }

    private static func makeType(_ id: ProjectType.ID, declaration index: Int, of file: borrowing ScannedFile, relativePath: String?, module: String?) -> ProjectType {
        // Field by field, in place: copying the declaration would retain every string in it.
        let kind = file.declarations[index].kind
        var type = ProjectType(
            id: id, name: file.declarations[index].name, qualifiedName: file.declarations[index].qualifiedName, kind: kind,
            file: file.path, location: file.declarations[index].location,
            relativePath: relativePath ?? file.path,
            inherits: kind == .typealias ? [] : file.declarations[index].inherits,
            attributes: file.declarations[index].attributes,
            annotatedRole: file.directives.isEmpty ? nil : roleAnnotation(at: file.declarations[index].location, in: file.directives),
            genericParameters: file.declarations[index].genericParameters,
            module: module
        )
        type.shape = file.declarations[index].shape
        type.generatedMarker = file.generatedMarker
        return type
    }

    /// The first component of a dotted name (`Outer` of `Outer.Inner`), or the name itself.
    static func head(of name: String) -> String {
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
        // A name starting with a dot: its first non-empty component, as `split` gives it.
        guard dot != name.startIndex else { return name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name }
        return String(name[..<dot])
    }

    /// Generic parameter names of a type and of the types enclosing it.
    private static func genericNames(enclosing id: ProjectType.ID, types: [ProjectType], candidates: TypeNames) -> Set<String> {
        var names = Set(types[id].genericParameters)
        var prefix = Substring(types[id].qualifiedName)
        while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
            prefix = prefix[..<dot]
            if let outer = candidates.entry(of: String(prefix)).map(candidates.first(of:)) { names.formUnion(types[outer].genericParameters) }
        }
        return names
    }

    /// The qualified name a declaration's references are resolved from: the declaration itself.
    private static func scopeName(of index: Int, in declarations: [Declaration]) -> String {
        guard let parent = declarations[index].parent else { return "" }
        return declarations[parent].qualifiedName
    }

    /// `// archlint:role NAME` on the line of the declaration or on the comment lines just
    /// above it (doc comments and attributes may sit between).
    private static func roleAnnotation(at location: SourceLocation, in directives: [CommentDirective]) -> (name: String, location: SourceLocation)? {
        for directive in directives {
            let line = directive.location.line
            guard line <= location.line, line >= location.line - 3 else { continue }
            let words = directive.text.split(separator: " ", omittingEmptySubsequences: true)
            if words.count >= 2, words[0] == "role" {
                return (String(words[1]), directive.location)
            }
        }
        return nil
    }
}

/// The types of a project by qualified name, with their ids: the declarations that are types
/// of their own (not extensions, not a second declaration of a name in the same module), in
/// file order.
private struct TypeIndex: Sendable {
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
            if let module, firstID < declaredAt.count { moduleNames.insert(module) }
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
}

/// Which list of targets each name resolved to, for the references of a chunk of files. A name
/// is first looked for in a small table indexed by a fingerprint of its bytes (its length and a
/// few of them), then in a table of all of them keyed by the fast hash ``TypeNames`` uses (a
/// `Dictionary` hashes with SipHash, which cost more than the rest of the look-up): a file names
/// the same types again and again, and comparing one remembered name costs far less than
/// hashing the name (which was a tenth of a warm run's instructions, once per reference).
private struct NameMemo {
    private static let slotCount = 256
    private var recentNames = [String](repeating: "", count: slotCount)
    /// -1: an empty slot.
    private var recentChoices = [Int32](repeating: -1, count: slotCount)
    /// Each name with its choice as its one "type".
    private var all = TypeNames(capacity: 1_024)

    mutating func choice(for name: String) -> Int32? {
        let slot = Self.slot(of: name)
        if recentChoices[slot] >= 0, recentNames[slot] == name { return recentChoices[slot] }
        guard let entry = all.entry(of: name) else { return nil }
        let known = Int32(all.first(of: entry))
        recentNames[slot] = name
        recentChoices[slot] = known
        return known
    }

    /// Remembers the choice for a name not remembered yet.
    mutating func remember(_ choice: Int32, for name: String) {
        all.insert(name, hash: TypeNames.hash(name), id: Int(choice))
        let slot = Self.slot(of: name)
        recentNames[slot] = name
        recentChoices[slot] = choice
    }

    mutating func removeAll() {
        all = TypeNames(capacity: 1_024)
        for slot in recentChoices.indices { recentChoices[slot] = -1 }
    }

    /// The slot of a name: its length and its first, second, middle and last two bytes, mixed.
    private static func slot(of name: String) -> Int {
        let key = name.utf8.withContiguousStorageIfAvailable { bytes -> UInt in
            let count = bytes.count
            guard count > 0 else { return 0 }
            var key = UInt(count)
            key = key &* 0x9E37_79B9 &+ UInt(bytes[0])
            key = key &* 0x9E37_79B9 &+ UInt(bytes[count - 1])
            key = key &* 0x9E37_79B9 &+ UInt(bytes[count / 2])
            if count > 2 {
                key = key &* 0x9E37_79B9 &+ UInt(bytes[1])
                key = key &* 0x9E37_79B9 &+ UInt(bytes[count - 2])
            }
            return key ^ (key >> 17)
        } ?? UInt(name.utf8.count)
        return Int(key % UInt(slotCount))
    }
}

/// What resolving the references of a chunk of files found: per reference (in file,
/// declaration, reference order, declarations without an owner left out) the index of its list
/// of targets, or -1 for a name a generic parameter shadows. The lists are kept end to end in one
/// array, so reading one per reference costs no array of its own.
private struct ResolvedChunk: Sendable {
    var files: Range<Int>
    var targets: [DependencyTarget] = []
    /// Per list: where its targets are in `targets`.
    var targetRanges: [Range<Int>] = []
    /// Per list: the project type when the list is that one type (most references name one
    /// type), else -1.
    var singleTypes: [Int] = []
    var choices: [Int32] = []
    /// How many dependencies the chunk makes (targets that are not the source itself).
    var dependencyCount = 0

    /// Keeps a list of targets; returns its index.
    mutating func add(_ list: [DependencyTarget]) -> Int32 {
        targetRanges.append(targets.count..<(targets.count + list.count))
        targets.append(contentsOf: list)
        if list.count == 1, case .type(let id) = list[0] { singleTypes.append(id) } else { singleTypes.append(-1) }
        return Int32(targetRanges.count - 1)
    }

    /// Counts the dependencies list `choice` makes for a reference in `source`: all its targets
    /// but `source` itself. Mutating, though it only reads the lists: an unoptimized build
    /// would copy the whole chunk to call a non-mutating method, once per reference.
    mutating func countDependencies(of choice: Int32, from source: ProjectType.ID) {
        let single = singleTypes[Int(choice)]
        if single >= 0 {
            if single != source { dependencyCount += 1 }
            return
        }
        for index in targetRanges[Int(choice)] {
            if case .type(let id) = targets[index], id == source { continue }
            dependencyCount += 1
        }
    }
}

/// Resolves a written name to a project type: nested types of the current scope first, then
/// those of each enclosing scope, then top level, as Swift's own lookup does. A name that several
/// modules declare resolves to the file's own module's, then to an imported module's.
struct Resolver: Sendable {
    let candidates: TypeNames
    let modules: [String?]
    private(set) var aliases: [ProjectType.ID: [DependencyTarget]]
    let kinds: [DeclarationKind]
    /// Every module name some type is declared in, to read `Module.Type`.
    let moduleNames: Set<String>
    /// Per type (or empty, as in most projects): the other modules that compile its file, to
    /// which it is their own type.
    var otherModules: [[String]] = []
    /// Qualified names that have nested types: only these scopes can resolve a name inside them,
    /// so every other scope skips straight to the next one out without building a lookup key.
    let nestingScopes: NameSet
    /// Per type (or empty, when every type is seen from other files, as in most projects): the
    /// file that alone sees it (`private`, `fileprivate`), or -1.
    var fileScopes: [Int32] = []
    /// Per type (empty with `fileScopes`): the index of the file that declares it, the file its
    /// supertypes are looked up from.
    var typeFiles: [Int32] = []

    /// The resolver for types being indexed: their modules and kinds by id, the modules that
    /// declare types, and the names types are nested in. Typealiases learn their targets later
    /// (``learnAliases(of:)``).
    init(candidates: TypeNames, modules: [String?], kinds: [DeclarationKind], moduleNames: Set<String>, nestingScopes: NameSet) {
        self.candidates = candidates
        self.modules = modules
        self.kinds = kinds
        self.aliases = [:]
        self.moduleNames = moduleNames
        self.nestingScopes = nestingScopes
    }

    /// Takes the typealiases' targets from `types` (the same types the resolver was built from,
    /// their aliases resolved since).
    mutating func learnAliases(of types: [ProjectType]) {
        for id in types.indices where types[id].kind == .typealias { aliases[id] = types[id].aliasedTargets }
    }

    /// The resolver for a project built before: the same facts, gathered from its types. A name
    /// nests types when some qualified name continues it with a dot.
    init(project: Project) {
        var nestingScopes = NameSet()
        for name in project.candidates.names {
            var prefix = Substring(name)
            while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
                prefix = prefix[..<dot]
                nestingScopes.insert(String(prefix))
            }
        }
        let modules = project.types.map(\.module)
        self.init(
            candidates: project.candidates, modules: modules, kinds: project.types.map(\.kind),
            moduleNames: Set(modules.compactMap { $0 }), nestingScopes: nestingScopes)
        if project.files.contains(where: { $0.declarations.contains(where: \.isFileScoped) }) {
            var typeFiles = [Int32](repeating: -1, count: project.types.count)
            var fileScopes = [Int32](repeating: -1, count: project.types.count)
            for file in project.typesByFile.indices {
                for id in project.typesByFile[file] { typeFiles[id] = Int32(file) }
                for declaration in project.files[file].declarations where declaration.isFileScoped && declaration.kind != .extension {
                    if let id = project.typesByFile[file].first(where: { project.types[$0].qualifiedName == declaration.qualifiedName && project.types[$0].location == declaration.location }) {
                        fileScopes[id] = Int32(file)
                    }
                }
            }
            self.typeFiles = typeFiles
            self.fileScopes = fileScopes
        }
        if !project.otherModules.isEmpty {
            var others: [String: [String]] = [:]
            for index in project.files.indices where index < project.otherModules.count { others[project.files[index].path] = project.otherModules[index] }
            otherModules = project.types.map { others[$0.file] ?? [] }
        }
        learnAliases(of: project.types)
    }

    /// The scopes a name written in `scope` is looked up in before the top level, innermost
    /// first: `scope` and the names enclosing it, those that declare nested types only.
    func lookupScopes(_ scope: String) -> [String] {
        guard !nestingScopes.isEmpty, !scope.isEmpty else { return [] }
        var scopes: [String] = []
        if nestingScopes.contains(scope) { scopes.append(scope) }
        // Each enclosing name, innermost first: the text before each dot, from the last one.
        var end = scope.utf8.count
        while let dot = QualifiedName.lastDot(in: scope, before: end) {
            let name = String(QualifiedName.text(of: scope, bytes: 0..<dot))
            if !name.isEmpty, nestingScopes.contains(name) { scopes.append(name) }
            end = dot
        }
        return scopes
    }

    /// - Parameter file: the index of the file the name is written in (-1: a file of none), which
    ///   alone sees its `private` and `fileprivate` types.
    func resolve(_ name: String, inScope scope: String, from module: String?, imports: Set<String>, file: Int = -1) -> ProjectType.ID? {
        resolve(name, scopes: lookupScopes(scope), from: module, imports: imports, file: file)
    }

    /// `name` looked up in each of `scopes` (from ``lookupScopes(_:)``), then at top level.
    func resolve(_ name: String, scopes: [String], from module: String?, imports: Set<String>, file: Int = -1) -> ProjectType.ID? {
        for scope in scopes {
            if let id = pick(scope + "." + name, from: module, imports: imports, file: file) { return id }
        }
        if let id = pick(name, from: module, imports: imports, file: file) { return id }
        // `Module.Type`: a module-qualified name.
        if !moduleNames.isEmpty, let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")), moduleNames.contains(String(name[..<dot])) {
            let rest = String(name[name.utf8.index(after: dot)...])
            let owner = String(name[..<dot])
            return candidates.entry(of: rest).flatMap { candidates.first(of: $0) { modules[$0] == owner && isVisible($0, from: file) } }
        }
        return nil
    }

    /// Whether a file sees a type: every file does, but for a type only its own file sees.
    private func isVisible(_ id: ProjectType.ID, from file: Int) -> Bool {
        fileScopes.isEmpty || fileScopes[id] < 0 || Int(fileScopes[id]) == file
    }

    /// One of the types declaring `name`: the file's own (`private`, `fileprivate`), the file's
    /// module's, an imported module's, else the first (of those the file sees).
    private func pick(_ name: String, from module: String?, imports: Set<String>, file: Int) -> ProjectType.ID? {
        guard let entry = candidates.entry(of: name) else { return nil }
        if fileScopes.isEmpty {
            if let own = candidates.first(of: entry, where: { modules[$0] == module }) { return own }
            if !otherModules.isEmpty, let module, let shared = candidates.first(of: entry, where: { otherModules[$0].contains(module) }) { return shared }
            if let imported = candidates.first(of: entry, where: { modules[$0].map(imports.contains) ?? false }) { return imported }
            // A file of a known module sees another module's types only through an import (a
            // `Button` in a module the file does not import is SwiftUI's, not ours); types of no
            // known module (loose folders) are visible everywhere.
            if module != nil { return candidates.first(of: entry) { modules[$0] == nil } }
            return candidates.first(of: entry)
        }
        // The same, the file's own types first and other files' own types left out.
        if file >= 0, let local = candidates.first(of: entry, where: { Int(fileScopes[$0]) == file }) { return local }
        if let own = candidates.first(of: entry, where: { modules[$0] == module && fileScopes[$0] < 0 }) { return own }
        if !otherModules.isEmpty, let module, let shared = candidates.first(of: entry, where: { otherModules[$0].contains(module) && fileScopes[$0] < 0 }) { return shared }
        if let imported = candidates.first(of: entry, where: { (modules[$0].map(imports.contains) ?? false) && fileScopes[$0] < 0 }) { return imported }
        if module != nil { return candidates.first(of: entry) { modules[$0] == nil && fileScopes[$0] < 0 } }
        return candidates.first(of: entry) { fileScopes[$0] < 0 }
    }

    /// What a reference depends on: the type it names, or, for a typealias, the types the alias
    /// names (followed through further aliases, each at most once).
    func targets(of name: String, inScope scope: String, from module: String?, imports: Set<String>, file: Int = -1) -> [DependencyTarget] {
        targets(of: name, scopes: lookupScopes(scope), from: module, imports: imports, file: file)
    }

    /// The same, with the scopes from ``lookupScopes(_:)``.
    func targets(of name: String, scopes: [String], from module: String?, imports: Set<String>, file: Int = -1) -> [DependencyTarget] {
        guard let id = resolve(name, scopes: scopes, from: module, imports: imports, file: file) else {
            // `A.B.C` where only `A.B` (or `A`) is ours: a dependency on the longest known prefix.
            guard QualifiedName.isDotted(name) else { return [.external(name)] }
            var prefix = Substring(name)
            while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
                prefix = prefix[..<dot]
                if let head = resolve(String(prefix), scopes: scopes, from: module, imports: imports, file: file) { return [.type(head)] }
            }
            return [.external(name)]
        }
        guard kinds[id] == .typealias else { return [.type(id)] }
        var result: [DependencyTarget] = [.type(id)]
        var visited: Set<DependencyTarget> = [.type(id)]
        var pending = Array((aliases[id] ?? []).reversed())
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            result.append(next)
            if case .type(let alias) = next, kinds[alias] == .typealias {
                pending.append(contentsOf: (aliases[alias] ?? []).reversed())
            }
        }
        return result
    }
}
