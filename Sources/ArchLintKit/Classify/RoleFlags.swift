/// Per type, what the passes after the ladder ask of each dependency's ends, read once from the
/// assignments: whether the type is plain data, and whether it passes the pass's own test (a
/// screen, a view). A project has many times more dependencies than types; an edge that reads a
/// flag costs an array read, where reading the role retains its string and testing it against
/// a set of roles hashes it.
struct RoleFlags {
    /// Whether the type's role comes from the shape of plain data.
    let isPlainData: [Bool]
    /// Whether the type's assignment passes the test given.
    let marked: [Bool]

    init(_ assignments: [RoleAssignment], marking test: (borrowing RoleAssignment) -> Bool) {
        var isPlainData = [Bool](repeating: false, count: assignments.count)
        var marked = [Bool](repeating: false, count: assignments.count)
        // Through a pointer: an element of the array passed to the closure is a copy of the
        // assignment, retaining its strings.
        assignments.withUnsafeBufferPointer { assignments in
            for id in assignments.indices {
                isPlainData[id] = assignments[id].isPlainData
                marked[id] = test(assignments[id])
            }
        }
        self.isPlainData = isPlainData
        self.marked = marked
    }
}
