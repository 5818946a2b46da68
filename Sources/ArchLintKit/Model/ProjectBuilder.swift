/// Builds the ``Project`` from scanned files: indexes types by qualified name, merges extensions
/// into their types, and resolves each reference by scope.
package enum ProjectBuilder {
    /// - Parameters:
    ///   - relativePaths: per file, the path below the linted root (for path rules).
    ///   - modules: per file, the module it belongs to. When given, a name declared in two
    ///     modules resolves to the one the file can see: its own module first, then the modules
    ///     it imports. Without it every file is in one anonymous module.
    ///   - otherModules: per file (or empty), the other modules that compile it: its types are
    ///     declared once, in its module, and seen from each of these as their own.
    package static func build(_ files: [ScannedFile], relativePaths: [String]? = nil, modules: [String?]? = nil, otherModules: [[String]] = []) -> Project {
        let fileModules = modules ?? Array(repeating: nil, count: files.count)
        let declarationOrder = Owners(files)
        let names = indexedNames(files, order: declarationOrder)
        // Two passes over the declarations at once, one per core. The first: which declarations
        // are types of their own, and their ids, in file order (names and modules only; the
        // types themselves are made afterwards, on all cores). The second: where the extensions
        // and typealiases are (see ``DeclarationPlaces``), and the names that types are nested
        // by (see ``Resolver/nestedHeads``; the types' names are the names read ahead, an
        // extension's left empty).
        let (index, (places, nestedHeads)) = Parallel.pair({
            TypeIndex(files, modules: fileModules, owners: declarationOrder, names: names)
        }, {
            (DeclarationPlaces(files), Self.nestedHeads(of: names))
        })
        let typesByFile = typeLists(index.typeIDsByFile, fileCount: files.count)
        var owners = index.owners
        var types = Parallel.map(index.declaredAt.count) { [declaredAt = index.declaredAt] id in
            let (fileIndex, declarationIndex) = declaredAt[id]
            return makeType(id, declaration: declarationIndex, of: files[fileIndex],
                            relativePath: relativePaths?[fileIndex], module: fileModules[fileIndex])
        }
        let resolver = makeResolver(index, nestingScopes: places.nestingScopes, nestedHeads: nestedHeads, otherModules: otherModules)
        let imports = typeDeclaringImports(files, moduleNames: index.moduleNames)
        mergeExtensions(places.extensions, of: files, modules: fileModules, imports: imports, resolver: resolver, into: &types, owners: &owners)
        resolveAliases(places.aliases, of: files, modules: fileModules, imports: imports, resolver: resolver, in: &types, owners: owners)

        // Now that aliases know what they name, references can follow them.
        var resolverWithAliases = resolver
        resolverWithAliases.learnAliases(of: types)
        let referenceResolver = resolverWithAliases
        let chunks = resolveReferences(
            files, modules: fileModules, imports: imports, types: types, owners: owners, candidates: index.candidates, resolver: referenceResolver)
        let dependencies = gatherDependencies(chunks, of: files)

        var project = Project(files: files, types: types, dependencies: dependencies, typesByFile: typesByFile, candidates: index.candidates)
        project.modules = fileModules
        project.otherModules = resolver.otherModules.isEmpty ? [] : otherModules
        project.relativePaths = relativePaths ?? []
        project.resolver = referenceResolver
        return project
    }

    /// Every declaration's qualified name read and hashed first, on all cores, into one list
    /// in declaration order: reading the names (half a million scattered objects, each
    /// touched for the first time since decoding) is most of what indexing them costs, and
    /// the index itself goes in file order, on one core.
    private static func indexedNames(_ files: [ScannedFile], order declarationOrder: Owners) -> [IndexedName] {
        [IndexedName](unsafeUninitializedCapacity: declarationOrder.count) { buffer, initialized in
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
                            slot.initialize(to: IndexedName(name: "", hash: 0, kind: kind, isFileScoped: false, isDotted: false))
                        } else {
                            let name = declarations[index].qualifiedName
                            slot.initialize(to: IndexedName(
                                name: name, hash: TypeNames.hash(name), kind: kind, isFileScoped: declarations[index].isFileScoped,
                                isDotted: QualifiedName.isDotted(name)))
                        }
                        slot += 1
                    }
                }
            }
            initialized = declarationOrder.count
        }
    }

    /// The names types are nested by (see ``Resolver/nestedHeads(of:)``), from the dotted names
    /// only. Through a pointer, each flag read in place: copying each name's entry to test its
    /// flag retained and released the name, the very names the index retains on the other core
    /// meanwhile, the two cores queueing on their counts.
    private static func nestedHeads(of names: [IndexedName]) -> NameSet {
        var dotted: [String] = []
        names.withUnsafeBufferPointer { names in
            // A `while` loop: a `for` loop's iterator is generic code in an unoptimized build.
            var index = 0
            while index < names.count {
                if names[index].isDotted { dotted.append(names[index].name) }
                index += 1
            }
        }
        return Resolver.nestedHeads(of: dotted)
    }

    /// Per file, the ids of its types. A file's types have consecutive ids: their lists are
    /// made on all cores.
    private static func typeLists(_ typeRanges: [Range<ProjectType.ID>], fileCount: Int) -> [[ProjectType.ID]] {
        [[ProjectType.ID]](unsafeUninitializedCapacity: fileCount) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            let parts = Ranges(count: fileCount)
            Parallel.forEach(parts.count) { part in
                // Through a pointer, once per part: reading the shared array element by element
                // from every core would retain and release it each time, the cores queueing on
                // its count.
                typeRanges.withUnsafeBufferPointer { ranges in
                    for file in parts[part] { (slots.base + file).initialize(to: Array(ranges[file])) }
                }
            }
            initialized = fileCount
        }
    }

    /// The resolver of the indexed types, before it knows what aliases name.
    private static func makeResolver(_ index: TypeIndex, nestingScopes: NameSet, nestedHeads: NameSet, otherModules: [[String]]) -> Resolver {
        var resolver = Resolver(
            candidates: index.candidates, modules: index.modules, kinds: index.kinds, moduleNames: index.moduleNames, nestingScopes: nestingScopes,
            nestedHeads: nestedHeads)
        if index.anyFileScoped {
            resolver.fileScopes = index.fileScopes
            resolver.typeFiles = index.declaredAt.map { Int32($0.file) }
        }
        if otherModules.contains(where: { !$0.isEmpty }) { resolver.otherModules = index.declaredAt.map { otherModules[$0.file] } }
        return resolver
    }

    /// Per file, its imports of modules that declare types. Lookup looks at a file's imports
    /// only to choose among modules declaring a name, so only those matter: files of one module
    /// with the same such imports (every file, in a project without modules) resolve every name
    /// alike. With no module declaring types (a folder linted without modules), no import
    /// matters.
    ///
    /// A list, not a set: a file imports a few such modules, and a look-up compares with each
    /// (short names, mostly stored inline) where a set would hash the name first; and no set is
    /// made per file.
    private static func typeDeclaringImports(_ files: [ScannedFile], moduleNames: Set<String>) -> [[String]] {
        moduleNames.isEmpty ? Array(repeating: [], count: files.count)
            : Parallel.map(files.count) { [moduleNames] fileIndex in
                var imported: [String] = []
                for item in files[fileIndex].imports where moduleNames.contains(item.module) && !imported.contains(item.module) {
                    imported.append(item.module)
                }
                return imported
            }
    }

    /// Each extension merged into the type it extends, when the project declares it: its
    /// conformances, its methods and its place.
    private static func mergeExtensions(
        _ extensionsAt: [(file: Int, declaration: Int)], of files: [ScannedFile], modules fileModules: [String?], imports: [[String]],
        resolver: Resolver, into types: inout [ProjectType], owners: inout Owners
    ) {
        // The extended types looked up on all cores (the look-ups read only the index), then
        // merged in order. Declarations read in place, by index: copying a file or a declaration
        // would retain every string in it.
        let extended = Parallel.map(extensionsAt.count) { index -> ProjectType.ID? in
            let (fileIndex, declarationIndex) = extensionsAt[index]
            let declarations = files[fileIndex].declarations
            return resolver.resolve(declarations[declarationIndex].name, inScope: scopeName(of: declarationIndex, in: declarations),
                                    from: fileModules[fileIndex], imports: imports[fileIndex], file: fileIndex)
        }
        for (index, (fileIndex, declarationIndex)) in extensionsAt.enumerated() {
            guard let id = extended[index] else { continue }
            let declarations = files[fileIndex].declarations
            owners[fileIndex, declarationIndex] = id
            types[id].inherits.append(contentsOf: declarations[declarationIndex].inherits)
            // Methods written in extensions are behaviour all the same (see ``TypeShape``).
            let methods = declarations[declarationIndex].shape.methods
            if methods > 0 { types[id].shape.methods = UInt8(min(255, Int(types[id].shape.methods) + Int(methods))) }
            types[id].extensions.append((files[fileIndex].path, declarations[declarationIndex].location))
        }
    }

    /// Typealiases resolve to the types they name, in the alias's own scope.
    private static func resolveAliases(
        _ aliasesAt: [(file: Int, declaration: Int)], of files: [ScannedFile], modules fileModules: [String?], imports: [[String]],
        resolver: Resolver, in types: inout [ProjectType], owners: Owners
    ) {
        for (fileIndex, declarationIndex) in aliasesAt {
            let declarations = files[fileIndex].declarations
            guard let id = owners[fileIndex, declarationIndex], types[id].kind == .typealias else { continue }
            let scope = scopeName(of: declarationIndex, in: declarations)
            types[id].aliasedTargets = declarations[declarationIndex].inherits.map { part in
                resolver.resolve(part, inScope: scope, from: fileModules[fileIndex], imports: imports[fileIndex], file: fileIndex)
                    .map(DependencyTarget.type) ?? .external(part)
            }
        }
    }

    private static func makeType(_ id: ProjectType.ID, declaration index: Int, of file: borrowing ScannedFile, relativePath: String?, module: String?) -> ProjectType {
        // Field by field, in place: copying the declaration would retain every string in it.
        // Made whole, in one initializer: a type made and then changed was copied to be
        // returned, every field retained once more.
        let kind = file.declarations[index].kind
        return ProjectType(
            id: id, name: file.declarations[index].name, qualifiedName: file.declarations[index].qualifiedName, kind: kind,
            file: file.path, location: file.declarations[index].location,
            relativePath: relativePath ?? file.path,
            inherits: kind == .typealias ? [] : file.declarations[index].inherits,
            attributes: file.declarations[index].attributes,
            annotatedRole: file.directives.isEmpty ? nil : roleAnnotation(at: file.declarations[index].location, in: file.directives),
            genericParameters: file.declarations[index].genericParameters,
            module: module,
            shape: file.declarations[index].shape,
            generatedMarker: file.generatedMarker
        )
    }

    /// The first component of a dotted name (`Outer` of `Outer.Inner`), or the name itself.
    static func head(of name: String) -> String {
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
        // A name starting with a dot: its first non-empty component, as `split` gives it.
        guard dot != name.startIndex else { return name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name }
        return String(name[..<dot])
    }

    /// Generic parameter names of a type and of the types enclosing it.
    static func genericNames(enclosing id: ProjectType.ID, types: [ProjectType], candidates: TypeNames) -> Set<String> {
        var names = Set(types[id].genericParameters)
        var prefix = Substring(types[id].qualifiedName)
        while let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) {
            prefix = prefix[..<dot]
            if let entry = candidates.entry(of: String(prefix)) { names.formUnion(types[candidates.first(of: entry)].genericParameters) }
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
