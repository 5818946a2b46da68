/// Builds the ``Project`` from scanned files: indexes types by qualified name, merges extensions
/// into their types, and resolves each reference by scope.
public enum ProjectBuilder {
    public static func build(_ files: [ScannedFile], relativePaths: [String]? = nil) -> Project {
        var types: [ProjectType] = []
        var typeIndex: [String: ProjectType.ID] = [:]
        var typesByFile: [[ProjectType.ID]] = Array(repeating: [], count: files.count)
        // Per file, per declaration: the project type the declaration stands for (an extension
        // stands for the type it extends, when the project declares it).
        var owners: [[ProjectType.ID?]] = files.map { Array(repeating: nil, count: $0.declarations.count) }

        for (fileIndex, file) in files.enumerated() {
            for (declarationIndex, declaration) in file.declarations.enumerated() where declaration.kind != .extension {
                // The first declaration of a name wins; a duplicate in another file keeps its own
                // references but merges into the first.
                if let existing = typeIndex[declaration.qualifiedName] {
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
                    annotatedRole: roleAnnotation(for: declaration, in: file)
                ))
                typeIndex[declaration.qualifiedName] = id
                typesByFile[fileIndex].append(id)
                owners[fileIndex][declarationIndex] = id
            }
        }

        let resolver = Resolver(typeIndex: typeIndex)
        for (fileIndex, file) in files.enumerated() {
            for (declarationIndex, declaration) in file.declarations.enumerated() where declaration.kind == .extension {
                guard let id = resolver.resolve(declaration.name, inScope: scopeName(of: declaration, in: file)) else { continue }
                owners[fileIndex][declarationIndex] = id
                types[id].inherits.append(contentsOf: declaration.inherits)
            }
        }

        // Typealiases resolve to the types they name, in the alias's own scope.
        for (fileIndex, file) in files.enumerated() {
            for (declarationIndex, declaration) in file.declarations.enumerated() where declaration.kind == .typealias {
                guard let id = owners[fileIndex][declarationIndex], types[id].kind == .typealias else { continue }
                let scope = scopeName(of: declaration, in: file)
                types[id].aliasedTargets = declaration.inherits.map { part in
                    resolver.resolve(part, inScope: scope).map(DependencyTarget.type) ?? .external(part)
                }
            }
        }

        var dependencies: [Dependency] = []
        for (fileIndex, file) in files.enumerated() {
            for (declarationIndex, declaration) in file.declarations.enumerated() {
                guard let source = owners[fileIndex][declarationIndex] else { continue }
                let scope = declaration.kind == .extension ? types[source].qualifiedName : declaration.qualifiedName
                for reference in declaration.references {
                    for target in resolver.targets(of: reference.name, inScope: scope, types: types) {
                        if case .type(let id) = target, id == source { continue }
                        dependencies.append(Dependency(
                            source: source, target: target, file: file.path,
                            location: reference.location, member: reference.member))
                    }
                }
            }
        }

        return Project(files: files, types: types, dependencies: dependencies, typesByFile: typesByFile, typeIndex: typeIndex)
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
/// those of each enclosing scope, then top level, as Swift's own lookup does.
struct Resolver {
    let typeIndex: [String: ProjectType.ID]

    func resolve(_ name: String, inScope scope: String) -> ProjectType.ID? {
        var prefix = Substring(scope)
        while !prefix.isEmpty {
            if let id = typeIndex[prefix + "." + name] { return id }
            guard let dot = prefix.lastIndex(of: ".") else { break }
            prefix = prefix[..<dot]
        }
        return typeIndex[name]
    }

    /// What a reference depends on: the type it names, or, for a typealias, the types the alias
    /// names (followed through further aliases, each at most once).
    func targets(of name: String, inScope scope: String, types: [ProjectType]) -> [DependencyTarget] {
        guard let id = resolve(name, inScope: scope) else {
            // `A.B` where only `A` is ours: a dependency on `A`.
            if let dot = name.firstIndex(of: "."), let head = resolve(String(name[..<dot]), inScope: scope) {
                return [.type(head)]
            }
            return [.external(name)]
        }
        guard types[id].kind == .typealias else { return [.type(id)] }
        var result: [DependencyTarget] = [.type(id)]
        var visited: Set<DependencyTarget> = [.type(id)]
        var pending = Array(types[id].aliasedTargets.reversed())
        while let next = pending.popLast() {
            guard visited.insert(next).inserted else { continue }
            result.append(next)
            if case .type(let alias) = next, types[alias].kind == .typealias {
                pending.append(contentsOf: types[alias].aliasedTargets.reversed())
            }
        }
        return result
    }
}
