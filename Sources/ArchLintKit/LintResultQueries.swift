/// A type the run linted, as a custom architecture check reads it: its role, its shape and the
/// types it references, each at its place.
///
/// ```swift
/// let result = try ArchLint.lint(paths: [sources], rules: "use viper")
/// #expect(result.types(role: "Presenter").allSatisfy(\.isFinal))
/// for view in result.types(role: "View") {
///     for reference in view.references where reference.role == "Interactor" {
///         Issue.record("\(view.name) uses \(reference.name) at \(reference.file):\(reference.location)")
///     }
/// }
/// ```
public struct LintedType: Sendable, Hashable {
    /// The qualified name (`Catalog.Presenter` for a nested type).
    public var name: String
    /// What it is declared as: `class`, `struct`, `enum`, `protocol`, `actor`, `typealias` or
    /// `func` (a top-level function).
    public var kind: String
    /// Its role, or nil when no rule gives it one.
    public var role: String?
    /// The file of its declaration (its extensions may be in others).
    public var file: String
    /// Where it is declared in ``file``.
    public var location: SourceLocation
    /// Whether it is a `final class`.
    public var isFinal: Bool
    /// Its attributes without the `@` (`MainActor`, `Observable`), as written on it.
    public var attributes: [String]
    /// Its superclass and the protocols it conforms to, as written on it and its extensions.
    public var conformances: [String]
    /// Every reference its code (its extensions' too) makes to another type, in file and
    /// source order: a check that fails on one can report it at its line.
    public var references: [TypeReference]
}

/// One place where a type's code names another type (see ``LintedType/references``).
public struct TypeReference: Sendable, Hashable {
    /// The type named: a project type by its qualified name, any other (a framework's) as
    /// written.
    public var name: String
    /// The named type's role, or nil (no rule gives it one, or it is not the project's).
    public var role: String?
    /// The file the reference is written in.
    public var file: String
    /// Where in ``file``.
    public var location: SourceLocation
}

extension LintResult {
    /// The types declared in the linted files, in file and declaration order, for checks the
    /// rules language does not say (see ``LintedType``).
    public var types: [LintedType] {
        var references = [[TypeReference]](repeating: [], count: project.types.count)
        for dependency in project.dependencies {
            let target: (name: String, role: String?)
            switch dependency.target {
            case .type(let id): target = (project.types[id].qualifiedName, classification.role(of: id))
            case .external(let name): target = (name, nil)
            }
            references[dependency.source].append(
                TypeReference(name: target.name, role: target.role, file: dependency.file, location: dependency.location))
        }
        return project.types.indices.compactMap { id in
            let type = project.types[id]
            guard !contextFiles.contains(type.file) else { return nil }
            return LintedType(
                name: type.qualifiedName, kind: type.kind.rawValue, role: classification.role(of: id), file: type.file,
                location: type.location, isFinal: type.shape.isFinal, attributes: type.attributes, conformances: type.inherits,
                references: references[id])
        }
    }

    /// The linted types that have `role` (see ``types``).
    public func types(role: String) -> [LintedType] {
        types.filter { $0.role == role }
    }
}
