/// Each type's supertypes (its `inherits`, in order) resolved to project types: one flat list of
/// ids for all types, -1 where a supertype is not a project type (or is the type itself), so
/// classifying keeps no list, and no name, per type.
struct Supertypes: Sendable {
    /// The ids, type after type.
    let ids: [Int32]
    /// Per type, where its supertypes start in `ids`; one more at the end.
    let starts: [Int]

    /// Resolved concurrently: a type's own scope and module decide.
    init(of types: [ProjectType], resolver: Resolver) {
        var starts: [Int] = []
        starts.reserveCapacity(types.count + 1)
        var total = 0
        for id in types.indices {
            starts.append(total)
            total += types[id].inherits.count
        }
        starts.append(total)
        self.starts = starts
        ids = [Int32](unsafeUninitializedCapacity: total) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let slots = Slots(base: base)
            let ranges = Ranges(count: types.count)
            Parallel.forEach(ranges.count) { [starts] part in
                for id in ranges[part] where starts[id] < starts[id + 1] {
                    let scope = types[id].isNested ? Self.scope(of: types[id].qualifiedName) : ""
                    let scopes = resolver.lookupScopes(scope)
                    let module = types[id].module
                    var slot = slots.base + starts[id]
                    for name in types[id].inherits {
                        let found = resolver.resolve(name, scopes: scopes, from: module, imports: [], file: resolver.typeFiles.isEmpty ? -1 : Int(resolver.typeFiles[id]))
                        slot.initialize(to: found.map { $0 == id ? -1 : Int32($0) } ?? -1)
                        slot += 1
                    }
                }
            }
            initialized = total
        }
    }

    /// The names enclosing a nested type's: `Outer.Middle` of `Outer.Middle.Name`.
    private static func scope(of qualifiedName: String) -> String {
        QualifiedName.lastDot(in: qualifiedName, before: qualifiedName.utf8.count)
            .map { String(QualifiedName.text(of: qualifiedName, bytes: 0..<$0)) } ?? ""
    }

    /// Supertypes given as lists of project type ids (nil: not a project type), for tests.
    init(_ lists: [[ProjectType.ID?]]) {
        var starts = [0]
        var ids: [Int32] = []
        for list in lists {
            ids += list.map { $0.map(Int32.init) ?? -1 }
            starts.append(ids.count)
        }
        self.ids = ids
        self.starts = starts
    }
}

extension ProjectType {
    /// Whether the type is nested in another: a top-level type's qualified name is its name, a
    /// nested type's longer (`Outer.Name`). Told by their lengths, which the strings keep in
    /// place: passes over every type need not read each name from memory to look for a dot.
    var isNested: Bool { qualifiedName.utf8.count > name.utf8.count }
}
