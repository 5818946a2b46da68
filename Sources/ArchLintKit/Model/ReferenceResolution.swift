extension ProjectBuilder {
    /// Each file's references resolved to their targets, chunk of files by chunk of files.
    static func resolveReferences(
        _ files: [ScannedFile], modules fileModules: [String?], imports: [[String]],
        types: [ProjectType], owners: Owners, candidates: TypeNames, resolver: Resolver
    ) -> [ResolvedChunk] {
        // Each file's references resolve independently: spread the lookups over the cores, in
        // file chunks. Each chunk keeps only, per reference, which list of targets it resolved
        // to; the dependencies are then written once, in file order, into one array (gathering
        // per-chunk arrays of dependencies would copy every one of them a second time).
        let chunkSize = max(1, (files.count + 63) / 64)
        let chunkCount = (files.count + chunkSize - 1) / chunkSize
        return Parallel.map(chunkCount) { chunk in
            var resolution = ChunkResolution(files: (chunk * chunkSize)..<min(files.count, (chunk + 1) * chunkSize))
            for fileIndex in resolution.resolved.files {
                resolution.begin(file: fileIndex, module: fileModules[fileIndex], imports: imports[fileIndex])
                // Read in place, by index: copying a declaration or a reference would retain
                // every string in it.
                let declarations = files[fileIndex].declarations
                for declarationIndex in declarations.indices {
                    guard let source = owners[fileIndex, declarationIndex] else { continue }
                    let references = declarations[declarationIndex].references
                    if references.isEmpty { continue }
                    let isExtension = declarations[declarationIndex].kind == .extension
                    let scopes = resolver.lookupScopes(isExtension ? types[source].qualifiedName : declarations[declarationIndex].qualifiedName)
                    // Inside an extension the extended type's generic parameters (and its enclosing
                    // types') shadow project types of the same name, as in its body.
                    let shadowed = isExtension ? genericNames(enclosing: source, types: types, candidates: candidates) : []
                    resolution.resolve(references, declaration: declarationIndex, source: source, scopes: scopes, shadowed: shadowed, resolver: resolver)
                }
            }
            return resolution.resolved
        }
    }

    /// The dependencies the chunks resolved, in file, declaration and reference order.
    static func gatherDependencies(_ chunks: [ResolvedChunk], of files: [ScannedFile]) -> Dependencies {
        // The chunks' lists of targets, end to end: a dependency names its target by its place
        // there.
        var offsets: [Int] = []
        var targetOffsets: [Int] = []
        var total = 0, targetCount = 0
        for chunk in chunks {
            offsets.append(total)
            total += chunk.dependencyCount
            targetOffsets.append(targetCount)
            targetCount += chunk.targets.count
        }
        let targets = concatenatedTargets(chunks, offsets: targetOffsets, count: targetCount)
        // Each chunk writes its dependencies straight into its own range of the one array, in
        // file order, concurrently: no per-chunk arrays to gather, no dependency copied twice.
        let edges = [Dependencies.Edge](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            Parallel.forEach(chunks.count) { [offsets, targetOffsets] index in
                let chunk = chunks[index]
                var slot = slots.base + offsets[index]
                let end = slot + chunk.dependencyCount
                var cursor = 0
                // By the chunk's spans: the declarations themselves, scattered in memory, are not
                // read again (reading each one's count of references was half this pass).
                for span in chunk.spans {
                    let source = Int(span.source)
                    for referenceIndex in 0..<Int(span.count) {
                        let choice = Int(chunk.choices[cursor])
                        cursor += 1
                        if choice < 0 { continue }
                        // Most lists are one project type: its id is read as a number, not
                        // matched out of the list.
                        let single = chunk.singleTypes[choice]
                        for targetIndex in chunk.targetRanges[choice] {
                            if single >= 0 {
                                if single == source { continue }
                            } else if case .type(let id) = chunk.targets[targetIndex], id == source {
                                continue
                            }
                            precondition(slot < end, "a chunk writes more dependencies than it counted")
                            slot.initialize(to: Dependencies.Edge(
                                source: span.source, target: Int32(targetOffsets[index] + targetIndex), file: span.file,
                                declaration: span.declaration, reference: Int32(referenceIndex)))
                            slot += 1
                        }
                    }
                }
                precondition(slot == end, "a chunk wrote fewer dependencies than it counted")
            }
            initialized = total
        }
        return Dependencies(edges: edges, targets: targets, files: files)
    }

    /// The chunks' lists of targets end to end, copied chunk by chunk on all cores: a copy
    /// retains every name in it, and appended on one core it was a serial stretch.
    private static func concatenatedTargets(_ chunks: [ResolvedChunk], offsets: [Int], count: Int) -> [DependencyTarget] {
        [DependencyTarget](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            Parallel.forEach(chunks.count) { index in
                chunks[index].targets.withUnsafeBufferPointer { targets in
                    guard let first = targets.baseAddress else { return }
                    (slots.base + offsets[index]).initialize(from: first, count: targets.count)
                }
            }
            initialized = count
        }
    }
}

/// Resolving the references of a chunk of files, file by file and declaration by declaration,
/// with what it remembers from one declaration to the next.
private struct ChunkResolution {
    var resolved: ResolvedChunk
    // An undotted name at top level (most references) is looked up in the project's names once
    // per chunk, whatever the files' modules and imports: only the choice among the types of
    // that name depends on them, and it costs a few array reads (see ``topLevelChoice(_:resolver:)``).
    // Looked up once per module and imports instead, most names were looked up again in each:
    // the files of a chunk import a dozen different sets of modules, and each look-up in the
    // project's table of names was a few cache misses.
    private var namesSeen = NameMemo()
    private var seen: [SeenName] = []
    // The list each project type resolved to (a typealias's holds what it names): made once
    // per chunk, whichever file's name picked the type.
    private var choiceOfType: [ProjectType.ID: Int32] = [:]
    // Names resolved in the scopes of the declarations looked at last; emptied, not made
    // anew, when a file or the scopes change. A file's declarations often share their
    // scopes (its extensions of one type, the types nested in one), and a name in scopes
    // costs a look-up per scope.
    private var resolvedInScope = ScopedChoices()
    private var scopesResolved: [String] = []
    // Per place in a table of reference texts (see ``References``): what the name there
    // resolved to at top level, -2 while unknown. Kept while consecutive declarations of
    // a file share their table (a decoded file's do): most references then cost an
    // array read, not a look-up of their text.
    private var resolvedAtPlace: [Int32] = []
    // Per place, for declarations with scopes to look in: whether the name there may name
    // a nested type (1), or resolves as at top level whatever the scopes (0); -1 while
    // unknown.
    private var nestedAtPlace: [Int8] = []
    // Per place, the table the two facts above were found for: a place whose stamp is not
    // `tableStamp` knows neither. A new table (each declaration of a file just scanned has
    // its own) then costs no arrays made or refilled, only a stamp counted on.
    private var stampAtPlace: [Int] = []
    private var tableStamp = 0
    private var placesTable: UnsafePointer<String>?
    // The file being resolved.
    private var file = -1
    private var module: String?
    private var imports: [String] = []

    /// A name looked up at top level: its entry in the project's names (-1: no project type
    /// has it), its list as a name of no project type (-1 until one is needed), and the type
    /// it resolved to last with that type's list (-1 before it resolved to one). Most names
    /// resolve to the same type from every file: its list is then read here, not looked up.
    private struct SeenName {
        var entry: Int32
        var external: Int32 = -1
        var lastType: Int32 = -1
        var lastTypeChoice: Int32 = -1
    }

    init(files: Range<Int>) {
        resolved = ResolvedChunk(files: files)
    }

    /// Starts on the file at `file`, of `module`, which imports `imports`.
    mutating func begin(file: Int, module: String?, imports: [String]) {
        self.file = file
        self.module = module
        self.imports = imports
        placesTable = nil
        resolvedInScope.removeAll()
        scopesResolved.removeAll(keepingCapacity: true)
    }

    /// Resolves the references of a declaration of the current file, charged to project type
    /// `source`, looked up in `scopes` first, with `shadowed` the generic parameters that hide
    /// project types of their names.
    mutating func resolve(
        _ references: References, declaration: Int, source: Int, scopes: [String], shadowed: Set<String>, resolver: Resolver
    ) {
        let texts = references.texts, entries = references.entries
        resolved.spans.append(ResolvedChunk.Span(
            file: Int32(file), declaration: Int32(declaration), source: Int32(source), count: Int32(entries.count)))
        let table = texts.withUnsafeBufferPointer { $0.baseAddress }
        if table != placesTable {
            placesTable = table
            tableStamp += 1
            if texts.count > stampAtPlace.count {
                // Made anew, only when a table is longer than all before: appending a
                // `repeatElement` is generic code, calls per element in an unoptimized build,
                // where these initializers are specialized.
                let count = max(texts.count, 2 * stampAtPlace.count)
                resolvedAtPlace = [Int32](repeating: -2, count: count)
                nestedAtPlace = [Int8](repeating: -1, count: count)
                stampAtPlace = [Int](repeating: 0, count: count)
            }
        }
        // A declaration names the same types again and again; resolve each name once.
        // Asked once per declaration, not per reference (costly unoptimized, as generic code).
        let atTopLevel = scopes.isEmpty, anyShadowed = !shadowed.isEmpty
        if !atTopLevel, scopes != scopesResolved {
            resolvedInScope.removeAll()
            scopesResolved = scopes
        }
        let byPlace = !anyShadowed
        for referenceIndex in entries.indices {
            let place = Int(entries[referenceIndex].name)
            if stampAtPlace[place] != tableStamp {
                stampAtPlace[place] = tableStamp
                resolvedAtPlace[place] = -2
                nestedAtPlace[place] = -1
            }
            // Inside a type that nests others, most names (`String`, another file's
            // type) are no nested type's: they resolve as at top level, and share
            // what the file's top-level names resolved to.
            var topLevel = atTopLevel
            if !topLevel {
                if nestedAtPlace[place] < 0 { nestedAtPlace[place] = resolver.mayNameNestedType(texts[place]) ? 1 : 0 }
                topLevel = nestedAtPlace[place] == 0
            }
            if byPlace, topLevel, resolvedAtPlace[place] != -2 {
                let choice = resolvedAtPlace[place]
                resolved.choices.append(choice)
                resolved.countDependencies(of: choice, from: source)
                continue
            }
            let name = texts[place]
            if anyShadowed && shadowed.contains(ProjectBuilder.head(of: name)) {
                resolved.choices.append(-1)
                continue
            }
            let choice: Int32
            if topLevel, !QualifiedName.isDotted(name) {
                choice = topLevelChoice(name, resolver: resolver)
            } else if !topLevel, let known = resolvedInScope.choice(for: name) {
                choice = known
            } else {
                choice = add(name, scopes: topLevel ? [] : scopes, resolver: resolver)
                if !topLevel { resolvedInScope.remember(choice, for: name) }
            }
            if byPlace && topLevel { resolvedAtPlace[place] = choice }
            resolved.choices.append(choice)
            resolved.countDependencies(of: choice, from: source)
        }
    }
}

extension ChunkResolution {
    /// Resolves `name` from the current file, looked up in `scopes` first, and keeps its list of
    /// targets; returns the list's index. A single type or an unknown name is kept as it is,
    /// with no list made for it.
    private mutating func add(_ name: String, scopes: [String], resolver: Resolver) -> Int32 {
        let id = resolver.resolve(name, scopes: scopes, from: module, imports: imports, file: file)
        if let id, resolver.kinds[id] != .typealias { return resolved.add(type: id) }
        guard id == nil, !QualifiedName.isDotted(name) else {
            return resolved.add(resolver.targets(of: name, resolvedTo: id, scopes: scopes, from: module, imports: imports, file: file))
        }
        return resolved.add(external: name)
    }

    /// Resolves an undotted `name` at top level from the current file, as ``add(_:scopes:resolver:)``
    /// with no scopes does: the type of that name the file sees, else the name itself. Its
    /// entry in the project's names is looked up once per chunk, the type picked from it per
    /// file; the list of a type (what it names, for a typealias, whichever file names it) and
    /// the list of a name that is no type the file sees are made once per chunk.
    private mutating func topLevelChoice(_ name: String, resolver: Resolver) -> Int32 {
        let index: Int
        if let known = namesSeen.number(for: name) {
            index = Int(known)
        } else {
            let hash = TypeNames.hash(name)
            index = seen.count
            seen.append(SeenName(entry: Int32(resolver.candidates.entry(of: name, hash: hash) ?? -1)))
            namesSeen.remember(Int32(index), for: name, hash: hash)
        }
        let entry = Int(seen[index].entry)
        if entry >= 0, let id = resolver.pick(entry: entry, from: module, imports: imports, file: file) {
            if Int(seen[index].lastType) == id { return seen[index].lastTypeChoice }
            let choice: Int32
            if let known = choiceOfType[id] {
                choice = known
            } else {
                choice = resolver.kinds[id] != .typealias ? resolved.add(type: id)
                    : resolved.add(resolver.targets(of: name, resolvedTo: id, scopes: [], from: module, imports: imports, file: file))
                choiceOfType[id] = choice
            }
            seen[index].lastType = Int32(id)
            seen[index].lastTypeChoice = choice
            return choice
        }
        if seen[index].external < 0 { seen[index].external = resolved.add(external: name) }
        return seen[index].external
    }
}

/// A number for each name a chunk of files looked up at top level (its place in the chunk's
/// list of them). A name is first looked for in a small table indexed by a fingerprint of its
/// bytes (its length and a few of them), then in a table of all of them keyed by the fast hash
/// ``TypeNames`` uses (a `Dictionary` hashes with SipHash, which cost more than the rest of the
/// look-up): a file names the same types again and again, and comparing one remembered name
/// costs far less than hashing the name (which was a tenth of a warm run's instructions, once
/// per reference).
private struct NameMemo {
    private static let slotCount = 256
    private var recentNames = [String](repeating: "", count: slotCount)
    /// -1: an empty slot.
    private var recentNumbers = [Int32](repeating: -1, count: slotCount)
    /// Each name with its number as its one "type". Room for the few hundred names a chunk's
    /// files name: grown from a few dozen, its arrays were made anew several times over.
    private var all = TypeNames(capacity: 512)

    mutating func number(for name: String) -> Int32? {
        let slot = Self.slot(of: name)
        if recentNumbers[slot] >= 0, recentNames[slot] == name { return recentNumbers[slot] }
        guard let entry = all.entry(of: name) else { return nil }
        let known = Int32(all.first(of: entry))
        recentNames[slot] = name
        recentNumbers[slot] = known
        return known
    }

    /// Remembers the number of a name not remembered yet, whose ``TypeNames/hash(_:)`` is `hash`.
    mutating func remember(_ number: Int32, for name: String, hash: UInt64) {
        all.insert(name, hash: hash, id: Int(number))
        let slot = Self.slot(of: name)
        recentNames[slot] = name
        recentNumbers[slot] = number
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

/// What names resolved to in the current scopes, by name. Emptied for each file and each
/// change of scopes, it holds a few names: a look along the list compares a few
/// short names, where a dictionary hashed the whole name (seeded SipHash) on every look-up.
private struct ScopedChoices {
    private var names: [String] = []
    private var choices: [Int32] = []

    func choice(for name: String) -> Int32? {
        // A `while` loop: a `for` loop's iterator is generic code in an unoptimized build.
        var place = 0
        while place < names.count {
            if names[place] == name { return choices[place] }
            place += 1
        }
        return nil
    }

    /// Remembers the choice of a name not remembered yet.
    mutating func remember(_ choice: Int32, for name: String) {
        names.append(name)
        choices.append(choice)
    }

    /// Forgets every name, keeping the room made for them.
    mutating func removeAll() {
        names.removeAll(keepingCapacity: true)
        choices.removeAll(keepingCapacity: true)
    }
}

/// What resolving the references of a chunk of files found: per reference (in file,
/// declaration, reference order, declarations without an owner left out) the index of its list
/// of targets, or -1 for a name a generic parameter shadows. The lists are kept end to end in one
/// array, so reading one per reference costs no array of its own.
struct ResolvedChunk: Sendable {
    var files: Range<Int>
    var targets: [DependencyTarget] = []
    /// Per list: where its targets are in `targets`.
    var targetRanges: [Range<Int>] = []
    /// Per list: the project type when the list is that one type (most references name one
    /// type), else -1.
    var singleTypes: [Int] = []
    var choices: [Int32] = []
    /// The declarations whose references `choices` holds, in order, each with its owner and how
    /// many references it has.
    var spans: [Span] = []
    /// How many dependencies the chunk makes (targets that are not the source itself).
    var dependencyCount = 0

    /// A declaration of the chunk with references, and the project type they are charged to.
    struct Span: Sendable {
        var file: Int32
        var declaration: Int32
        var source: Int32
        var count: Int32
    }

    /// Keeps a list of targets; returns its index.
    mutating func add(_ list: [DependencyTarget]) -> Int32 {
        targetRanges.append(targets.count..<(targets.count + list.count))
        targets.append(contentsOf: list)
        if list.count == 1, case .type(let id) = list[0] { singleTypes.append(id) } else { singleTypes.append(-1) }
        return Int32(targetRanges.count - 1)
    }

    /// Keeps the list of one project type; returns its index.
    mutating func add(type id: ProjectType.ID) -> Int32 {
        targetRanges.append(targets.count..<(targets.count + 1))
        targets.append(.type(id))
        singleTypes.append(id)
        return Int32(targetRanges.count - 1)
    }

    /// Keeps the list of one name no project type has; returns its index.
    mutating func add(external name: String) -> Int32 {
        targetRanges.append(targets.count..<(targets.count + 1))
        targets.append(.external(name))
        singleTypes.append(-1)
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
