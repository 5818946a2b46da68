/// Each file's index by its path, for the passes that read a type's extensions (which name
/// their files by path): made once for all of them, beside the other passes that read every
/// file before the types are classified, and keyed by the fast hash of ``TypeNames``, where a
/// `Dictionary` of every path, made per pass, hashed each path with SipHash.
struct FilesByPath: Sendable {
    private let table: TypeNames

    init(_ project: Project) {
        var table = TypeNames(capacity: project.files.count)
        // From the last file back, each path kept once: the last file of a path wins.
        for index in project.files.indices.reversed() {
            let path = project.files[index].path
            let hash = TypeNames.hash(path)
            if table.entry(of: path, hash: hash) == nil { table.insert(path, hash: hash, id: index) }
        }
        self.table = table
    }

    /// The index of the file at `path` in `project.files` (the last one, for a path listed twice).
    func index(of path: String) -> Int? {
        table.entry(of: path).map { table.first(of: $0) }
    }
}
