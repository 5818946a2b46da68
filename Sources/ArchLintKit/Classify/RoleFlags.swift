/// Per type, what the passes after the ladder ask of each dependency's ends, read once from the
/// assignments: whether the type is plain data, and whether it has one of some roles by strong
/// evidence. A project has many times more dependencies than types; an edge that reads a flag
/// costs an array read, where reading the role retains its string and testing it against a set
/// of roles hashes it.
struct RoleFlags {
    /// Whether the type's role comes from the shape of plain data.
    let isPlainData: [Bool]
    /// Whether the type has one of the roles given, by strong evidence.
    let hasStrongRole: [Bool]

    /// Each assignment read in place, in a plain loop: a closure given an element would take a
    /// copy of it, retaining its strings.
    init(_ assignments: [RoleAssignment], strongRoleIn roles: Set<String>) {
        var isPlainData = [Bool](repeating: false, count: assignments.count)
        var hasStrongRole = [Bool](repeating: false, count: assignments.count)
        for id in assignments.indices {
            isPlainData[id] = assignments[id].isPlainData
            guard assignments[id].strength == .strong, let role = assignments[id].role else { continue }
            hasStrongRole[id] = roles.contains(role)
        }
        self.isPlainData = isPlainData
        self.hasStrongRole = hasStrongRole
    }
}
