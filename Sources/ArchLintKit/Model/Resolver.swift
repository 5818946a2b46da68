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
    /// The first component of each name nested in another (`Row` of `List.Row`, `Kind` of
    /// `List.Kind.Other`): a name whose first component is none of these has no nested type of
    /// its name in any scope (see ``mayNameNestedType(_:)``).
    let nestedHeads: NameSet
    /// Per type (or empty, when every type is seen from other files, as in most projects): the
    /// file that alone sees it (`private`, `fileprivate`), or -1.
    var fileScopes: [Int32] = []
    /// Per type (empty with `fileScopes`): the index of the file that declares it, the file its
    /// supertypes are looked up from.
    var typeFiles: [Int32] = []

    /// The resolver for types being indexed: their modules and kinds by id, the modules that
    /// declare types, and the names types are nested in. Typealiases learn their targets later
    /// (``learnAliases(of:)``).
    /// `nestedHeads`: ``nestedHeads(of:)`` of the candidates' names, when found already.
    init(
        candidates: TypeNames, modules: [String?], kinds: [DeclarationKind], moduleNames: Set<String>, nestingScopes: NameSet,
        nestedHeads: NameSet? = nil
    ) {
        self.candidates = candidates
        self.modules = modules
        self.kinds = kinds
        self.aliases = [:]
        self.moduleNames = moduleNames
        self.nestingScopes = nestingScopes
        self.nestedHeads = nestedHeads ?? Self.nestedHeads(of: candidates.names)
    }

    /// The component after each dot of each name (the text up to the next dot or the end).
    static func nestedHeads<Names: Sequence<String>>(of names: Names) -> NameSet {
        var heads = NameSet()
        let dot = UInt8(ascii: ".")
        for name in names {
            name.withBytesInPlace { bytes in
                var start = 0
                while let found = bytes.firstIndex(of: dot, from: start, to: bytes.count) {
                    let end = bytes.firstIndex(of: dot, from: found + 1, to: bytes.count) ?? bytes.count
                    heads.insert(bytes: UnsafeBufferPointer(start: bytes.baseAddress! + found + 1, count: end - found - 1))
                    start = found + 1
                }
            }
        }
        return heads
    }

    /// Whether `name` may name a type nested in a scope: whether its first component (its bytes
    /// up to the first dot) is the name of some nested type. When not, `scope + "." + name` and
    /// its dotted prefixes are no project type's names or their beginnings, for every scope:
    /// ``resolve(_:scopes:from:imports:file:)`` and ``targets(of:scopes:from:imports:file:)``
    /// give what they give at top level (empty `scopes`).
    func mayNameNestedType(_ name: String) -> Bool {
        // Not `a && b`: the right side is a closure, which would copy the whole resolver in an
        // unoptimized build.
        guard !nestedHeads.isEmpty else { return false }
        return nestedHeads.containsHead(of: name)
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
        guard QualifiedName.isDotted(scope) else { return scopes }
        // Each enclosing name, innermost first: the bytes before each dot, from the last one,
        // made a string only when it nests types.
        // The closure reads a local: one that read `self` would copy the whole resolver in an
        // unoptimized build.
        let nesting = nestingScopes
        scope.withBytesInPlace { bytes in
            var end = bytes.count
            while let dot = bytes.lastIndex(of: UInt8(ascii: "."), before: end) {
                let name = bytes.prefix(count: dot)
                if dot > 0, nesting.contains(bytes: name) { scopes.append(String(decoding: name, as: UTF8.self)) }
                end = dot
            }
        }
        return scopes
    }

    /// - Parameter file: the index of the file the name is written in (-1: a file of none), which
    ///   alone sees its `private` and `fileprivate` types.
    func resolve(_ name: String, inScope scope: String, from module: String?, imports: [String], file: Int = -1) -> ProjectType.ID? {
        resolve(name, scopes: lookupScopes(scope), from: module, imports: imports, file: file)
    }

    /// `name` looked up in each of `scopes` (from ``lookupScopes(_:)``), then at top level.
    func resolve(_ name: String, scopes: [String], from module: String?, imports: [String], file: Int = -1) -> ProjectType.ID? {
        // Empty lists and undotted names are passed by before the generic code (a `for` loop's
        // iterator, `firstIndex(of:)`), which an unoptimized build runs through witnesses.
        if !scopes.isEmpty {
            for scope in scopes {
                if let entry = candidates.entry(of: name, nestedIn: scope), let id = pick(entry: entry, from: module, imports: imports, file: file) {
                    return id
                }
            }
        }
        if let id = pick(name, from: module, imports: imports, file: file) { return id }
        // `Module.Type`: a module-qualified name.
        if !moduleNames.isEmpty, QualifiedName.isDotted(name), let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")),
           moduleNames.contains(String(name[..<dot])) {
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
    private func pick(_ name: String, from module: String?, imports: [String], file: Int) -> ProjectType.ID? {
        guard let entry = candidates.entry(of: name) else { return nil }
        return pick(entry: entry, from: module, imports: imports, file: file)
    }

    /// The same, for the name of the candidates' `entry`.
    func pick(entry: Int, from module: String?, imports: [String], file: Int) -> ProjectType.ID? {
        // The closures read locals: one that read `self` would copy the whole resolver, once
        // per look-up, in an unoptimized build.
        let modules = modules, otherModules = otherModules, fileScopes = fileScopes
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
    func targets(of name: String, inScope scope: String, from module: String?, imports: [String], file: Int = -1) -> [DependencyTarget] {
        targets(of: name, scopes: lookupScopes(scope), from: module, imports: imports, file: file)
    }

    /// The same, with the scopes from ``lookupScopes(_:)``.
    func targets(of name: String, scopes: [String], from module: String?, imports: [String], file: Int = -1) -> [DependencyTarget] {
        targets(of: name, resolvedTo: resolve(name, scopes: scopes, from: module, imports: imports, file: file),
                scopes: scopes, from: module, imports: imports, file: file)
    }

    /// The same, with what ``resolve(_:scopes:from:imports:file:)`` gave for `name` already.
    func targets(
        of name: String, resolvedTo resolved: ProjectType.ID?, scopes: [String], from module: String?, imports: [String], file: Int = -1
    ) -> [DependencyTarget] {
        guard let id = resolved else {
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
        var pending = Array((aliases[id] ?? []).reversed())
        while let next = pending.popLast() {
            // The targets so far are the ones seen: a few, so looking through them costs less
            // than a set of them (made, and each target hashed, once per alias resolved).
            guard !result.contains(next) else { continue }
            result.append(next)
            if case .type(let alias) = next, kinds[alias] == .typealias {
                pending.append(contentsOf: (aliases[alias] ?? []).reversed())
            }
        }
        return result
    }
}
