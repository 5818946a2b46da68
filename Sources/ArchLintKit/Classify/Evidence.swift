/// What a type's own code says against, or for, a weak role (see ``RoleStrength``), read once
/// every type has its role: what it uses and who uses it.
extension Classifier {
    /// Framework types that read or write storage or the network. A type using one does I/O:
    /// it is no Model or Entity because of its folder (a networking class in `Models/`).
    static let inputOutputTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionDataTask", "NSManagedObjectContext", "NSPersistentContainer",
        "NSPersistentCloudKitContainer", "NSPersistentStoreCoordinator", "Realm", "FileManager", "UserDefaults",
        "NSUbiquitousKeyValueStore", "CKContainer", "CKDatabase", "Alamofire", "MoyaProvider",
    ]

    /// The roles the presets give code doing I/O (MVVM's services, VIPER's data managers, Clean
    /// Swift's workers, Clean Architecture's Data layer, TCA's clients).
    static let inputOutputRoles: Set<String> = ["Service", "DataManager", "Worker", "Data", "Client"]

    /// The roles that stand for data (`Model`, `Entity`, and whatever role the rules give plain
    /// data): a type doing I/O is none of them by its folder.
    static func dataRoles(_ rules: RuleSet) -> Set<String> {
        var roles: Set<String> = ["Model", "Entity"]
        for rule in rules.roleRules where rule.signal == .plainData { roles.insert(rule.role) }
        return roles
    }

    /// A type whose data role comes from its folder alone and that uses a framework type doing
    /// I/O (``inputOutputTypes``) loses the role, with the reason, unless it declares a value
    /// protocol, where the rules have a role for such code (``inputOutputRoles``).
    static func vetoFolderRolesOfInputOutput(_ assignments: inout [RoleAssignment], project: Project, rules: RuleSet, edgesBySource: EdgesBySource) {
        // Where the rules have no role of their own for I/O (MVC), the Model loads and saves.
        guard rules.roles.contains(where: inputOutputRoles.contains) else { return }
        let dataRoles = dataRoles(rules)
        var candidate = [Bool](repeating: false, count: assignments.count)
        var any = false
        // A record (`Decodable`, `Codable`, …) mapping itself into a Core Data context is data
        // that knows its storage, not a client of it.
        for id in assignments.indices where assignments[id].isByPath && !project.types[id].inherits.contains(where: valueProtocols.contains) {
            if let role = assignments[id].role, dataRoles.contains(role) {
                candidate[id] = true
                any = true
            }
        }
        guard any else { return }
        let dependencies = project.dependencies
        // Per candidate, the target it uses first that is an I/O type; per target, once,
        // whether it is one (0: not asked yet, 1: no, 2: yes, its head in `heads`).
        var firstUse = [Int32](repeating: -1, count: assignments.count)
        var doesIO = [UInt8](repeating: 0, count: dependencies.targets.count)
        var heads: [Int32: String] = [:]
        // The candidates' own dependencies only, each in order.
        let edges = dependencies.edges
        for source in candidate.indices where candidate[source] {
            for position in edgesBySource.positions(of: source) {
                let edge = edges[position]
                let target = Int(edge.target)
                if doesIO[target] == 0 {
                    doesIO[target] = 1
                    guard case .external(let name) = dependencies.targets[target] else { continue }
                    let head = QualifiedName.components(name).first.map(String.init) ?? name
                    if inputOutputTypes.contains(head) || inputOutputTypes.contains(lastComponent(name)) {
                        doesIO[target] = 2
                        heads[edge.target] = head
                    }
                }
                if doesIO[target] == 2 {
                    firstUse[source] = edge.target
                    break
                }
            }
        }
        for id in firstUse.indices where firstUse[id] >= 0 {
            let used = heads[firstUse[id]]!
            let assignment = assignments[id]
            assignments[id] = RoleAssignment(
                role: nil, reason: "\(assignment.reason) but it does I/O (uses \(used)): not \(assignment.role!) by its folder", conflict: assignment.conflict)
        }
    }

    /// A role a type has from its folder alone is confirmed when its file declares a type of
    /// the same role with strong evidence: the folder and the file's own declaration agree (the
    /// helper a reducer calls, in `Reducers/` beside the reducer, is the reducer's code). A type
    /// nested in it does not confirm it: the nested type's role comes from the same folder, so
    /// the folder would confirm itself (a networking class in `Models/` and its `Response`).
    static func confirmByFile(_ assignments: inout [RoleAssignment], project: Project) {
        for types in project.typesByFile where types.count > 1 {
            let weak = types.filter { assignments[$0].isByPath && assignments[$0].role != nil && assignments[$0].strength == .weak }
            guard !weak.isEmpty else { continue }
            // Only a type strong by its own evidence confirms: not one confirmed here.
            let strong = types.filter { assignments[$0].role != nil && assignments[$0].strength == .strong }
            for id in weak {
                guard let role = assignments[id].role, let strong = strong.first(where: {
                    assignments[$0].role == role && !QualifiedName.isNested(project.types[$0].qualifiedName, in: project.types[id].qualifiedName)
                }) else { continue }
                assignments[id].reason += "; confirmed: its file declares \(role) '\(project.types[strong].qualifiedName)'"
                assignments[id].strength = .strong
            }
        }
    }
}
