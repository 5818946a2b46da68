/// Each file's index by its path, for the passes that read a type's extensions (which name
/// their files by path): made on first use, once for all of them, and keyed by the fast hash of
/// ``TypeNames``, where a `Dictionary` of every path, made per pass, hashed each path with SipHash.
struct FilesByPath {
    private var table: TypeNames?

    /// The index of the file at `path` in `project.files` (the last one, for a path listed twice).
    mutating func index(of path: String, in project: Project) -> Int? {
        if table == nil {
            var table = TypeNames(capacity: project.files.count)
            // From the last file back, each path kept once: the last file of a path wins.
            for index in project.files.indices.reversed() {
                let path = project.files[index].path
                let hash = TypeNames.hash(path)
                if table.entry(of: path, hash: hash) == nil { table.insert(path, hash: hash, id: index) }
            }
            self.table = table
        }
        return table!.entry(of: path).map { table!.first(of: $0) }
    }
}
