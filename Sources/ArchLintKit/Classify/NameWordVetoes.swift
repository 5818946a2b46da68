/// A layer word in a type's name (`…DataStore`, `…StoreProtocol`, `…Service`) is weak evidence:
/// what the type is outranks it, read once every type has its role.
extension Classifier {
    /// Whether the role comes from the type's own name, not from a supertype's or a folder.
    static func isByOwnName(_ assignment: borrowing RoleAssignment) -> Bool {
        guard assignment.nameWeight > 0, !assignment.isByPath, case .text(let text) = assignment.evidence else { return false }
        return text.hasPrefix("name matches") || text.hasPrefix("qualified name matches")
    }

    /// Three shapes whose name word says one role while the type is something else:
    ///
    /// - a **generic value container** (`final class ReactiveDataStore<Value>` keeping a value in
    ///   a subject): generic over what it holds, using no type of the app, doing no I/O (see
    ///   ``inputOutputTypes``: a property wrapper over `UserDefaults` stores, as its name says)
    ///   and subclassed by none, it is a building block, not one scene's Interactor or one layer's store; it loses a role
    ///   its name gives (not a screen's, a store's or data's: `Store<State, Action>` is a store);
    /// - a **protocol adopted by another role's types** (`DetailStoreProtocol`, a Worker's word,
    ///   adopted only by `DetailInteractor`): the protocol is theirs, what the Router reads of the
    ///   Interactor; it takes their role when they all have it by their own name (a view that
    ///   also conforms to a routing protocol leaves the protocol the Router's).
    ///   A callback (`*Delegate`, `*DataSource`, a named role's `*Output`) stays its caller's;
    /// - a **screen built on a base of its view** (`final class TermsOfService:
    ///   Scene<TermsOfServiceView>`): a type whose inheritance clause names a view of the app is
    ///   part of the screens, whatever topic its name ends in; it loses a role its name gives
    ///   that is not a screen's.
    static func vetoNameWordsAgainstTheType(
        _ assignments: inout [RoleAssignment], project: Project, rules: RuleSet, supertypes: Supertypes, edgesBySource: EdgesBySource,
        isCallbackOfNamedRole: (String) -> Bool
    ) {
        let screens = screenRoleNames(rules)
        let views = viewRoleNames(rules)
        let dataRoles = dataRoles(rules)
        var byName = [Bool](repeating: false, count: assignments.count)
        var any = false
        for id in assignments.indices where isByOwnName(assignments[id]) {
            guard let role = assignments[id].role, !screens.contains(role), !dataRoles.contains(role) else { continue }
            byName[id] = true
            any = true
        }
        guard any else { return }
        let types = project.types
        let (usesTheApp, builtOnView) = whatTheNamedTypesUse(byName, assignments: assignments, project: project, views: views, edgesBySource: edgesBySource)
        let (subclassed, adopters) = heirs(of: byName, types: types, supertypes: supertypes)
        for id in assignments.indices where byName[id] {
            let type = types[id]
            let assignment = assignments[id]
            let role = assignment.role!
            if (type.kind == .class || type.kind == .struct), !type.genericParameters.isEmpty, !usesTheApp[id], !subclassed[id], !storeRoles.contains(role) {
                let generics = type.genericParameters.joined(separator: ", ")
                assignments[id] = RoleAssignment(
                    role: nil, reason: "\(assignment.reason) but it is generic over the values it holds (<\(generics)>) and uses no type of the app nor storage: a building block, not \(role) by its name",
                    conflict: assignment.conflict)
            } else if builtOnView[id] >= 0 {
                let view = Int(builtOnView[id])
                assignments[id] = RoleAssignment(
                    role: nil, reason: "\(assignment.reason) but it is built on \(type.inherits.first ?? "a base") of \(assignments[view].role!) '\(types[view].qualifiedName)': part of the screens, not \(role) by its name",
                    conflict: assignment.conflict)
            } else if type.kind == .protocol, let implementers = adopters[id].map({ appCode(of: $0, assignments: assignments) }), let first = implementers.first,
                      let theirs = assignments[first].role, theirs != role,
                      !TestCode.name(type.name, endsWith: "Delegate"), !TestCode.name(type.name, endsWith: "DataSource"), !isOutput(type.name, of: isCallbackOfNamedRole),
                      implementers.allSatisfy({ assignments[$0].role == theirs && isByOwnName(assignments[$0]) }) {
                let names = implementers.prefix(3).map { types[$0].qualifiedName }.joined(separator: ", ")
                var taken = RoleAssignment(
                    role: theirs, reason: "\(assignment.reason) but only \(theirs) types adopt it (\(names)): their protocol, not \(role) by its name",
                    conflict: assignment.conflict)
                taken.strength = .weak
                assignments[id] = taken
            }
        }
    }

    /// Per type named by its role word (`byName`): whether it uses a project type or does I/O,
    /// and the view of the app named after its superclass on the declaration's line
    /// (`Scene<TermsOfServiceView>`; a generic parameter's constraint, written before, is not
    /// the base), -1 for none.
    private static func whatTheNamedTypesUse(
        _ byName: [Bool], assignments: [RoleAssignment], project: Project, views: Set<String>, edgesBySource: EdgesBySource
    ) -> (usesTheApp: [Bool], builtOnView: [Int32]) {
        let types = project.types
        var usesTheApp = [Bool](repeating: false, count: assignments.count)
        var baseColumn = [Int32](repeating: -1, count: assignments.count)
        var builtOnView = [Int32](repeating: -1, count: assignments.count)
        let dependencies = project.dependencies
        func inClause(_ index: Int, of source: Int) -> Int32? {
            let dependency = dependencies[index]
            guard dependency.member == nil, dependency.file == types[source].file, dependency.location.line == types[source].location.line else { return nil }
            return Int32(dependency.location.column)
        }
        // Per external target, once: whether it is a framework type doing I/O (0: not asked yet,
        // 1: no, 2: yes).
        var doesIO = [UInt8](repeating: 0, count: dependencies.targets.count)
        // The last component of the source's superclass as written, where the base may be.
        func baseName(of source: Int) -> String? {
            types[source].inherits.first.map(lastComponent)
        }
        // The named types' own dependencies only, each in order.
        let edges = dependencies.edges
        for source in byName.indices where byName[source] {
            for index in edgesBySource.positions(of: source) {
                let edge = edges[index]
                let target = Int(dependencies.targetTypes[Int(edge.target)])
                guard target != source else { continue }
                if target < 0 {
                    guard case .external(let name) = dependencies.targets[Int(edge.target)] else { continue }
                    // Storage or network reached through the framework (a property wrapper over
                    // `UserDefaults`) is what a store's name says it does.
                    if doesIO[Int(edge.target)] == 0 {
                        let isIO = inputOutputTypes.contains(QualifiedName.components(name).first.map(String.init) ?? name)
                            || inputOutputTypes.contains(lastComponent(name))
                        doesIO[Int(edge.target)] = isIO ? 2 : 1
                    }
                    if doesIO[Int(edge.target)] == 2 { usesTheApp[source] = true }
                    if baseColumn[source] < 0, let base = baseName(of: source), lastComponent(name) == base, let column = inClause(index, of: source) {
                        baseColumn[source] = column
                    }
                    continue
                }
                if !QualifiedName.isNested(types[target].qualifiedName, in: types[source].qualifiedName) { usesTheApp[source] = true }
                if baseColumn[source] < 0, let base = baseName(of: source), types[target].name == base, let column = inClause(index, of: source) {
                    baseColumn[source] = column
                    continue
                }
                guard baseColumn[source] >= 0, builtOnView[source] < 0, let role = assignments[target].role, views.contains(role),
                      assignments[target].strength == .strong, let column = inClause(index, of: source), column > baseColumn[source] else { continue }
                builtOnView[source] = Int32(target)
            }
        }
        return (usesTheApp, builtOnView)
    }

    /// The adopters of a protocol that are the app's code: test doubles (a spy or a mock in a
    /// test folder, the `Mock*`/`*Stub` a composition root's patterns name) adopt whatever
    /// protocol they stand in for, and say nothing of whose protocol it is.
    private static func appCode(of adopters: [Int], assignments: [RoleAssignment]) -> [Int] {
        adopters.filter { !assignments[$0].isTestCode && !assignments[$0].isCompositionRoot }
    }

    /// Which types named by their role word (`byName`) another type inherits from, and per
    /// such protocol the concrete types that adopt it.
    private static func heirs(
        of byName: [Bool], types: [ProjectType], supertypes: Supertypes
    ) -> (subclassed: [Bool], adopters: [Int: [Int]]) {
        var subclassed = [Bool](repeating: false, count: byName.count)
        var adopters: [Int: [Int]] = [:]
        for id in types.indices {
            for position in supertypes.starts[id]..<supertypes.starts[id + 1] {
                let parent = Int(supertypes.ids[position])
                guard parent >= 0, byName[parent] else { continue }
                subclassed[parent] = true
                if types[parent].kind == .protocol, types[id].kind.isConcrete { adopters[parent, default: []].append(id) }
            }
        }
        return (subclassed, adopters)
    }
}

extension Classifier {
    /// A class or struct whose view role comes from its own name ending in `Controller`, not
    /// `ViewController` (MVC's `*Controller`), built on no screen class of the platform (only `NSObject` or
    /// protocols, none of them UI) and holding no view (no UIKit, AppKit or WatchKit view or
    /// controller, no type of a view role), is no screen's controller: a settings store over
    /// `UserDefaults`, a player or a data helper. The name is the only thing saying otherwise, so
    /// it loses the role, with the reason. A subclass of the app's own base, or of another
    /// library's class, keeps it: that base may be a screen.
    static func vetoControllerNamesOfNonScreens(_ assignments: inout [RoleAssignment], project: Project, rules: RuleSet, edgesBySource: EdgesBySource) {
        let views = viewRoleNames(rules)
        guard !views.isEmpty else { return }
        let types = project.types
        var candidate = [Bool](repeating: false, count: assignments.count)
        var any = false
        for id in assignments.indices where isByOwnName(assignments[id]) {
            guard let role = assignments[id].role, views.contains(role) else { continue }
            let type = types[id]
            guard type.kind == .class || type.kind == .struct || type.kind == .actor, type.name.hasSuffix("Controller"),
                  !type.name.hasSuffix("ViewController"),
                  type.inherits.allSatisfy({ isPlainSupertype($0, project: project) }) else { continue }
            candidate[id] = true
            any = true
        }
        guard any else { return }
        // Per candidate: whether it holds a view, and a framework type it does I/O with.
        var holdsView = [Bool](repeating: false, count: assignments.count)
        var storage = [String?](repeating: nil, count: assignments.count)
        let dependencies = project.dependencies
        // The candidates' own dependencies only, each in order.
        let edges = dependencies.edges
        for source in candidate.indices where candidate[source] {
            for position in edgesBySource.positions(of: source) where !holdsView[source] {
                let edge = edges[position]
                let target = Int(dependencies.targetTypes[Int(edge.target)])
                if target >= 0 {
                    if target != source, let role = assignments[target].role, views.contains(role) { holdsView[source] = true }
                    continue
                }
                guard case .external(let name) = dependencies.targets[Int(edge.target)] else { continue }
                let last = lastComponent(name)
                if isPlatformViewName(last) { holdsView[source] = true }
                let head = QualifiedName.components(name).first.map(String.init) ?? name
                if storage[source] == nil, inputOutputTypes.contains(head) || inputOutputTypes.contains(last) { storage[source] = last }
            }
        }
        for id in assignments.indices where candidate[id] && !holdsView[id] {
            let assignment = assignments[id]
            let base = types[id].inherits.contains("NSObject") ? "a plain NSObject" : "a plain \(types[id].kind.rawValue)"
            let shape = storage[id].map { "\(base) keeping its data with \($0)" } ?? base
            assignments[id] = RoleAssignment(
                role: nil,
                reason: "\(assignment.reason) but it is \(shape), built on no screen class and holding no view: not \(assignment.role!) by its name",
                conflict: assignment.conflict)
        }
    }

    /// Whether a supertype as written leaves a type plain: `NSObject`, a protocol of the app's,
    /// or a library's name that is no UI type and names no class of a screen's kind.
    private static func isPlainSupertype(_ name: String, project: Project) -> Bool {
        let last = lastComponent(name)
        if last == "NSObject" { return true }
        if let id = project.id(named: name) ?? project.id(named: last) { return project.types[id].kind == .protocol }
        if isPlatformUIBase(name) || isPlatformViewName(last) { return false }
        return !["Controller", "View", "Cell", "Node", "Item", "Window", "Scene"].contains { last.hasSuffix($0) }
    }

    /// A UIKit, AppKit or WatchKit type that is a view or a screen (`UITableView`,
    /// `UINavigationController`, `WKInterfaceLabel`), not a value a view shows (`UIColor`,
    /// `UIFont`, `UIImage`).
    static func isPlatformViewName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > 2, bytes[2] >= UInt8(ascii: "A"), bytes[2] <= UInt8(ascii: "Z") else { return false }
        guard name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("WK") else { return false }
        if name.hasPrefix("WKInterface") { return true }
        // Core Data's results controller feeds a list; it is no screen.
        if name == "NSFetchedResultsController" { return false }
        return ["View", "Controller", "Cell", "Window", "Button", "Label", "Field", "Bar", "Control", "Switch", "Slider", "Stepper", "Picker"]
            .contains { name.hasSuffix($0) }
    }
}
