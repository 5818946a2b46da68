/// A gateway to the device's own storage named like a server's service (`GoalService` creating,
/// fetching and deleting goals in Core Data, `SettingsService` over `UserDefaults`): where the
/// rules keep where data lives apart from what talks to a server (VIPER's Data Manager and
/// Service), what its code does decides, not the `*Service` of its name.
extension Classifier {
    /// Framework types that keep data on the device: Core Data, `UserDefaults`, files, Realm,
    /// the keychain.
    static let localStorageTypes: Set<String> = [
        "NSManagedObjectContext", "NSPersistentContainer", "NSPersistentStoreCoordinator", "NSFetchRequest",
        "NSManagedObject", "NSManagedObjectID", "NSEntityDescription", "NSBatchDeleteRequest", "UserDefaults",
        "FileManager", "Realm", "SecItemAdd", "SecItemCopyMatching", "KeychainWrapper", "KeychainSwift", "Keychain",
    ]

    /// Framework types that talk to a server.
    static let networkTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask", "URLRequest", "Alamofire", "AF",
        "MoyaProvider", "CKContainer", "CKDatabase", "Firestore", "WebSocket", "NWConnection",
    ]

    /// Names that probe which role the rules give a type keeping data (`?*Storage`,
    /// `?*Repository`, `*DataManager`), in order.
    static let storageProbes = ["LocalStorage", "LocalRepository", "LocalDataManager"]

    /// The role the rules at `path` give a type named like a store of data, or nil.
    static func storageRole(at path: String, rules: RuleSet) -> (role: String, pattern: String)? {
        for probe in storageProbes {
            for rule in rules.roleRules where rule.scope.contains(path) {
                guard case .name(let patterns) = rule.signal, let pattern = patterns.first(where: { $0.matchesTypeName(probe) }) else { continue }
                return (rule.role, pattern.text)
            }
        }
        return nil
    }

    /// A type whose I/O role comes from a name (`*Service`, its own or its protocol's), other than the role the rules
    /// give a store of data, takes that role when its code keeps data on the device
    /// (``localStorageTypes``, another such gateway of the app, or a store of the app that
    /// already has the store's role and keeps data on the device itself, such as the Core Data
    /// stack `GoalsStorage` a static `GoalService` fetches through) and talks to no server (no
    /// ``networkTypes``, no service of the app that does). A protocol of that role adopted only
    /// by such gateways takes it too. The role keeps its strength: what the type then uses
    /// that the store's role may not (a view, a presenter) is still an error.
    static func assignLocalStoresNamedAsServices(
        _ assignments: inout [RoleAssignment], project: Project, rules: RuleSet, supertypes: Supertypes, edgesBySource: EdgesBySource
    ) {
        let types = project.types
        // Per candidate: the store role its rules give, once per path.
        var storeRole: [ProjectType.ID: (role: String, pattern: String)] = [:]
        var byPath: [String: (role: String, pattern: String)?] = [:]
        for id in assignments.indices where assignments[id].nameWeight > 0 && !assignments[id].isByPath && !assignments[id].isPlatformConformance {
            guard let role = assignments[id].role, inputOutputRoles.contains(role) else { continue }
            let path = types[id].relativePath
            if byPath[path] == nil { byPath[path] = .some(storageRole(at: path, rules: rules)) }
            guard let found = byPath[path] ?? nil, found.role != role else { continue }
            storeRole[id] = found
        }
        guard !storeRole.isEmpty else { return }
        // The app's own stores: concrete types that already have a store role by their name.
        let storeRoles = Set(storeRole.values.map(\.role))
        var stores = Set<ProjectType.ID>()
        for id in assignments.indices where storeRole[id] == nil && types[id].kind.isConcrete {
            if let role = assignments[id].role, storeRoles.contains(role) { stores.insert(id) }
        }
        let (storage, network, uses) = whatStoresUse(
            candidates: storeRole, stores: stores, assignments: assignments, project: project, supertypes: supertypes, edgesBySource: edgesBySource)
        // A gateway over another one (`WalletsService` fetching through `CoreDataService`) keeps
        // data on the device through it; one using a service that talks to a server does not.
        // A gateway over a store of the app that keeps data itself (`GoalService` fetching
        // through `GoalsStorage`, its Core Data stack) does too.
        var local: [ProjectType.ID: String] = [:]
        var localStores = Set<ProjectType.ID>()
        for (id, used) in storage where !network.contains(id) && types[id].kind != .protocol {
            if stores.contains(id) { localStores.insert(id) } else { local[id] = used }
        }
        var changed = true
        while changed {
            changed = false
            for id in storeRole.keys where local[id] == nil && !network.contains(id) && types[id].kind != .protocol {
                guard let used = uses[id], let through = used.first(where: { local[$0] != nil || localStores.contains($0) }),
                      used.allSatisfy({ local[$0] != nil || assignments[$0].role == storeRole[id]?.role }) else { continue }
                local[id] = "\(types[through].qualifiedName)"
                changed = true
            }
        }
        for (id, used) in local where uses[id]?.contains(where: { local[$0] == nil && assignments[$0].role != storeRole[id]!.role }) != true {
            let store = storeRole[id]!
            var assignment = assignments[id]
            assignment.reason = "\(assignment.reason) but it keeps data on the device (uses \(used)) and talks to no server: \(store.role), as a name matching '\(store.pattern)' would be"
            assignment.role = store.role
            assignments[id] = assignment
        }
        assignProtocols(&assignments, adoptedOnlyBy: local, storeRole: storeRole, types: types, supertypes: supertypes)
    }

    /// Per candidate and store: the storage type it uses first, whether it talks to a server,
    /// and (for a candidate) the other candidates and I/O-role types of the app it uses.
    private static func whatStoresUse(
        candidates storeRole: [ProjectType.ID: (role: String, pattern: String)], stores: Set<ProjectType.ID>,
        assignments: [RoleAssignment], project: Project, supertypes: Supertypes, edgesBySource: EdgesBySource
    ) -> (storage: [ProjectType.ID: String], network: Set<ProjectType.ID>, uses: [ProjectType.ID: Set<ProjectType.ID>]) {
        let types = project.types
        var storage: [ProjectType.ID: String] = [:]
        var network = Set<ProjectType.ID>()
        var uses: [ProjectType.ID: Set<ProjectType.ID>] = [:]
        // Candidates and stores by index: asked once per edge of the app, where two hash
        // look-ups cost more than the rest of the loop.
        var isAsked = [Bool](repeating: false, count: types.count)
        for id in storeRole.keys { isAsked[id] = true }
        for id in stores { isAsked[id] = true }
        let dependencies = project.dependencies
        // The candidates' and stores' own dependencies only, each in order.
        let edges = dependencies.edges
        for source in isAsked.indices where isAsked[source] {
            for position in edgesBySource.positions(of: source) {
                let edge = edges[position]
                let target = Int(dependencies.targetTypes[Int(edge.target)])
                if target < 0 {
                    guard case .external(let name) = dependencies.targets[Int(edge.target)] else { continue }
                    let head = QualifiedName.components(name).first.map(String.init) ?? name
                    if networkTypes.contains(head) || networkTypes.contains(lastComponent(name)) {
                        network.insert(source)
                    } else if storage[source] == nil, localStorageTypes.contains(head) || localStorageTypes.contains(lastComponent(name)) {
                        storage[source] = head
                    }
                    continue
                }
                // Its own protocol (`StorageServiceProtocol`) follows it (below); nested types are its code.
                guard storeRole[source] != nil, target != source, let role = assignments[target].role, inputOutputRoles.contains(role),
                      !types[target].qualifiedName.hasPrefix(types[source].qualifiedName + "."),
                      !supertypes.ids[supertypes.starts[source]..<supertypes.starts[source + 1]].contains(Int32(target)) else { continue }
                uses[source, default: []].insert(target)
            }
        }
        return (storage, network, uses)
    }

    /// The protocols of a store's role (``assignLocalStoresNamedAsServices``) that only gateways
    /// keeping data on the device (`local`) adopt take that role too.
    static func assignProtocols(
        _ assignments: inout [RoleAssignment], adoptedOnlyBy local: [ProjectType.ID: String],
        storeRole: [ProjectType.ID: (role: String, pattern: String)], types: [ProjectType], supertypes: Supertypes
    ) {
        var adopters: [ProjectType.ID: [ProjectType.ID]] = [:]
        for id in types.indices where types[id].kind.isConcrete {
            for position in supertypes.starts[id]..<supertypes.starts[id + 1] {
                let parent = Int(supertypes.ids[position])
                guard parent >= 0, storeRole[parent] != nil, types[parent].kind == .protocol else { continue }
                adopters[parent, default: []].append(id)
            }
        }
        for (id, implementers) in adopters where implementers.allSatisfy({ local[$0] != nil }) {
            let store = storeRole[id]!
            let names = implementers.prefix(3).map { types[$0].qualifiedName }.joined(separator: ", ")
            var assignment = assignments[id]
            assignment.reason = "\(assignment.reason) but only gateways keeping data on the device adopt it (\(names)): \(store.role)"
            assignment.role = store.role
            assignments[id] = assignment
        }
    }
}
