/// Builds the ``Project`` from scanned files: indexes types by qualified name, merges extensions
/// into their types, and resolves each reference by scope.
public enum ProjectBuilder {
    /// - Parameters:
    ///   - relativePaths: per file, the path below the linted root (for path rules).
    ///   - modules: per file, the module it belongs to. When given, a name declared in two
    ///     modules resolves to the one the file can see: its own module first, then the modules
    ///     it imports. Without it every file is in one anonymous module.
    public static func build(_ files: [ScannedFile], relativePaths: [String]? = nil, modules: [String?]? = nil) -> Project {
        var types: [ProjectType] = []
        var candidates: [String: [ProjectType.ID]] = [:]
        var typesByFile: [[ProjectType.ID]] = Array(repeating: [], count: files.count)
        let fileModules = modules ?? Array(repeating: nil, count: files.count)
        // Per file, per declaration: the project type the declaration stands for (an extension
        // stands for the type it extends, when the project declares it).
        var owners: [[ProjectType.ID?]] = files.map { Array(repeating: nil, count: $0.declarations.count) }

        for (fileIndex, file) in files.enumerated() {
            let module = fileModules[fileIndex]
            for (declarationIndex, declaration) in file.declarations.enumerated() where declaration.kind != .extension {
                // The first declaration of a name in a module wins; a duplicate (`#if` branches, a
                // second file) keeps its own references but merges into the first.
                if let existing = candidates[declaration.qualifiedName]?.first(where: { types[$0].module == module }) {
                    owners[fileIndex][declarationIndex] = existing
                    continue
                }
                let id = types.count
                types.append(ProjectType(
                    id: id, name: declaration.name, qualifiedName: declaration.qualifiedName, kind: declaration.kind,
                    file: file.path, location: declaration.location,
                    relativePath: relativePaths?[fileIndex] ?? file.path,
                    inherits: declaration.kind == .typealias ? [] : declaration.inherits,
                    attributes: declaration.attributes,
                    annotatedRole: roleAnnotation(for: declaration, in: file),
                    genericParameters: declaration.genericParameters,
                    module: module
                ))
                candidates[declaration.qualifiedName, default: []].append(id)
                typesByFile[fileIndex].append(id)
                owners[fileIndex][declarationIndex] = id
            }
        }
        let typeIndex = candidates.mapValues { $0[0] }
        let imports = files.map { Set($0.imports.map(\.module)) }
        let resolver = Resolver(candidates: candidates, types: types)

        for (fileIndex, file) in files.enumerated() {
            for (declarationIndex, declaration) in file.declarations.enumerated() where declaration.kind == .extension {
                guard let id = resolver.resolve(declaration.name, inScope: scopeName(of: declaration, in: file),
                                                from: fileModules[fileIndex], imports: imports[fileIndex]) else { continue }
                owners[fileIndex][declarationIndex] = id
                types[id].inherits.append(contentsOf: declaration.inherits)
                types[id].extensions.append((file.path, declaration.location))
            }
        }

        // Typealiases resolve to the types they name, in the alias's own scope.
        for (fileIndex, file) in files.enumerated() {
            for (declarationIndex, declaration) in file.declarations.enumerated() where declaration.kind == .typealias {
                guard let id = owners[fileIndex][declarationIndex], types[id].kind == .typealias else { continue }
                let scope = scopeName(of: declaration, in: file)
                types[id].aliasedTargets = declaration.inherits.map { part in
                    resolver.resolve(part, inScope: scope, from: fileModules[fileIndex], imports: imports[fileIndex])
                        .map(DependencyTarget.type) ?? .external(part)
                }
            }
        }

        // Rebuilt now that aliases know what they name.
        let referenceResolver = Resolver(candidates: candidates, types: types)
        // Each file's references resolve independently: spread them over the cores, in file order.
        let dependencies: [Dependency] = Parallel.flatMap(files.count) { [types, owners, candidates] fileRange in
            var dependencies: [Dependency] = []
            for fileIndex in fileRange {
                let file = files[fileIndex]
                for (declarationIndex, declaration) in file.declarations.enumerated() {
                    guard let source = owners[fileIndex][declarationIndex] else { continue }
                    let scope = declaration.kind == .extension ? types[source].qualifiedName : declaration.qualifiedName
                    // Inside an extension the extended type's generic parameters (and its enclosing
                    // types') shadow project types of the same name, as in its body.
                    let shadowed = declaration.kind == .extension ? genericNames(enclosing: source, types: types, candidates: candidates) : []
                    // A declaration names the same types again and again; resolve each name once.
                    var resolved: [String: [DependencyTarget]] = [:]
                    for reference in declaration.references {
                        if !shadowed.isEmpty {
                            let head = reference.name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? reference.name
                            if shadowed.contains(head) { continue }
                        }
                        let targets: [DependencyTarget]
                        if let known = resolved[reference.name] {
                            targets = known
                        } else {
                            targets = referenceResolver.targets(of: reference.name, inScope: scope, from: fileModules[fileIndex], imports: imports[fileIndex])
                            resolved[reference.name] = targets
                        }
                        for target in targets {
                            if case .type(let id) = target, id == source { continue }
                            dependencies.append(Dependency(
                                source: source, target: target, file: file.path,
                                location: reference.location, member: reference.member))
                        }
                    }
                }
            }
            return dependencies
        }

        var project = Project(files: files, types: types, dependencies: dependencies, typesByFile: typesByFile, typeIndex: typeIndex)
        project.candidates = candidates
        project.modules = fileModules
        return project
    }

    /// Generic parameter names of a type and of the types enclosing it.
    private static func genericNames(enclosing id: ProjectType.ID, types: [ProjectType], candidates: [String: [ProjectType.ID]]) -> Set<String> {
        var names = Set(types[id].genericParameters)
        var prefix = Substring(types[id].qualifiedName)
        while let dot = prefix.lastIndex(of: ".") {
            prefix = prefix[..<dot]
            if let outer = candidates[String(prefix)]?.first { names.formUnion(types[outer].genericParameters) }
        }
        return names
    }

    /// The qualified name a declaration's references are resolved from: the declaration itself.
    private static func scopeName(of declaration: Declaration, in file: ScannedFile) -> String {
        guard let parent = declaration.parent else { return "" }
        return file.declarations[parent].qualifiedName
    }

    /// `// archlint:role NAME` on the line of the declaration or on the comment lines just
    /// above it (doc comments and attributes may sit between).
    private static func roleAnnotation(for declaration: Declaration, in file: ScannedFile) -> (name: String, location: SourceLocation)? {
        for directive in file.directives {
            let line = directive.location.line
            guard line <= declaration.location.line, line >= declaration.location.line - 3 else { continue }
            let words = directive.text.split(separator: " ", omittingEmptySubsequences: true)
            if words.count >= 2, words[0] == "role" {
                return (String(words[1]), directive.location)
            }
        }
        return nil
    }
}

/// Resolves a written name to a project type: nested types of the current scope first, then
/// those of each enclosing scope, then top level, as Swift's own lookup does. A name that several
/// modules declare resolves to the file's own module's, then to an imported module's.
struct Resolver {
    let candidates: [String: [ProjectType.ID]]
    let modules: [String?]
    let aliases: [ProjectType.ID: [DependencyTarget]]
    let kinds: [DeclarationKind]
    /// Every module name some type is declared in, to read `Module.Type`.
    let moduleNames: Set<String>
    /// Qualified names that have nested types: only these scopes can resolve a name inside them,
    /// so every other scope skips straight to the next one out without building a lookup key.
    let nestingScopes: Set<String>

    init(candidates: [String: [ProjectType.ID]], types: [ProjectType]) {
        self.candidates = candidates
        modules = types.map(\.module)
        kinds = types.map(\.kind)
        var aliases: [ProjectType.ID: [DependencyTarget]] = [:]
        for type in types where type.kind == .typealias { aliases[type.id] = type.aliasedTargets }
        self.aliases = aliases
        moduleNames = Set(types.compactMap(\.module))
        var nestingScopes = Set<String>()
        for name in candidates.keys {
            var prefix = Substring(name)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                nestingScopes.insert(String(prefix))
            }
        }
        self.nestingScopes = nestingScopes
    }

    init(project: Project) {
        self.init(candidates: project.candidates.isEmpty ? project.typeIndex.mapValues { [$0] } : project.candidates, types: project.types)
    }

    func resolve(_ name: String, inScope scope: String, from module: String?, imports: Set<String>) -> ProjectType.ID? {
        var prefix = Substring(scope)
        while !prefix.isEmpty {
            if nestingScopes.contains(String(prefix)), let id = pick(prefix + "." + name, from: module, imports: imports) { return id }
            guard let dot = prefix.lastIndex(of: ".") else { break }
            prefix = prefix[..<dot]
        }
        if let id = pick(name, from: module, imports: imports) { return id }
        // `Module.Type`: a module-qualified name.
        if let dot = name.firstIndex(of: "."), moduleNames.contains(String(name[..<dot])) {
            let rest = String(name[name.index(after: dot)...])
            return candidates[rest]?.first { modules[$0] == String(name[..<dot]) }
        }
        return nil
    }

    /// One of the types declaring `name`: the file's module's, an imported module's, else the first.
    private func pick<S: StringProtocol>(_ name: S, from module: String?, imports: Set<String>) -> ProjectType.ID? {
        guard let ids = candidates[String(name)] else { return nil }
        if let own = ids.first(where: { modules[$0] == module }) { return own }
        if let imported = ids.first(where: { modules[$0].map(imports.contains) ?? false }) { return imported }
        // A file of a known module sees another module's types only through an import (a
        // `Button` in a module the file does not import is SwiftUI's, not ours); types of no
        // known module (loose folders) are visible everywhere.
        if module != nil { return ids.first { modules[$0] == nil } }
        return ids[0]
    }

    /// What a reference depends on: the type it names, or, for a typealias, the types the alias
    /// names (followed through further aliases, each at most once).
    func targets(of name: String, inScope scope: String, from module: String?, imports: Set<String>) -> [DependencyTarget] {
        guard let id = resolve(name, inScope: scope, from: module, imports: imports) else {
            // `A.B.C` where only `A.B` (or `A`) is ours: a dependency on the longest known prefix.
            var prefix = Substring(name)
            while let dot = prefix.lastIndex(of: ".") {
                prefix = prefix[..<dot]
                if let head = resolve(String(prefix), inScope: scope, from: module, imports: imports) { return [.type(head)] }
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
