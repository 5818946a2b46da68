/// A service's own helpers: the message, roster and presence handlers a chat, socket or sync
/// client registers, named like a screen's part (`MessageEventHandler` matches VIPER's
/// `*EventHandler`, a Presenter's name in one dialect), are the service's code.
extension Classifier {
    /// A type whose role comes from a name or a folder alone loses it to the service that
    /// registers it, with the reason, when
    ///
    /// - a type of a role the rules give code doing I/O (``inputOutputRoles``: a Service, a
    ///   Data Manager, a Worker) names it in its code (registers, holds or calls it), and the
    ///   type calls that service back or sits in the service's folder;
    /// - its own code uses no type of another role: only services, data, its own role's types
    ///   and types with no role (a screen may still call it, as screens call the service).
    ///
    /// A real Presenter talks to its view (through a view protocol), its interactor or its
    /// router, and no service names it: it keeps its role. A framework base or attribute, a list or an annotation
    /// is never overruled; nor is a type with a data or I/O role. Only a class or an actor is a
    /// helper a service registers: a value it names is data it reads or writes (a Domain entity
    /// a Data gateway maps), and a protocol is the service's output, whose role its implementers
    /// give (see ``rolesFromConformers``).
    static func assignHelpersToServices(_ assignments: inout [RoleAssignment], project: Project, rules: RuleSet, uses: TypeUses) {
        let services = inputOutputRoles.intersection(rules.roles)
        guard !services.isEmpty else { return }
        let dataRoles = dataRoles(rules)
        var candidate = [Bool](repeating: false, count: assignments.count)
        var any = false
        // Per type, once: whether it is a service, or of a role foreign to a helper's (see
        // `isForeign` below, which also compares the helper's own role).
        var isService = [Bool](repeating: false, count: assignments.count)
        var isOtherRole = [Bool](repeating: false, count: assignments.count)
        // Fields read in place: a copied assignment would retain its strings.
        for id in assignments.indices {
            guard let role = assignments[id].role else { continue }
            let isServiceRole = services.contains(role)
            isService[id] = isServiceRole
            guard !isServiceRole else { continue }
            // Each set asked once per type: it hashes the role's text.
            let isDataRole = dataRoles.contains(role)
            isOtherRole[id] = !assignments[id].isTestCode && !assignments[id].isCompositionRoot && !isDataRole
            guard !isDataRole,
                  assignments[id].nameWeight > 0 || assignments[id].isByPath, !assignments[id].isPlatformConformance,
                  !assignments[id].isCompositionRoot, !assignments[id].isTestCode,
                  project.types[id].kind == .class || project.types[id].kind == .actor else { continue }
            candidate[id] = true
            any = true
        }
        guard any else { return }
        // Per candidate: the first service naming it, whether it names that service back, and
        // whether its code uses a type of another role (then it is not only the service's).
        var registrar = [Int32](repeating: -1, count: assignments.count)
        var callsBack = [Bool](repeating: false, count: assignments.count)
        var usesOthers = [Bool](repeating: false, count: assignments.count)
        for index in 0..<uses.count {
            let source = Int(uses.sources[index]), target = Int(uses.targets[index])
            guard target != source, candidate[source] || candidate[target] else { continue }
            // A candidate is never a service: its role is none of theirs.
            if candidate[target], isService[source], registrar[target] < 0 { registrar[target] = Int32(source) }
            if candidate[source] {
                if isService[target] {
                    callsBack[source] = true
                } else if isOtherRole[target], assignments[target].role != assignments[source].role {
                    usesOthers[source] = true
                }
            }
        }
        for id in assignments.indices where candidate[id] && registrar[id] >= 0 && !usesOthers[id] {
            let service = Int(registrar[id])
            let sameFolder = folder(of: project.types[id].relativePath) == folder(of: project.types[service].relativePath)
            guard callsBack[id] || sameFolder else { continue }
            let assignment = assignments[id]
            let role = assignments[service].role!
            let how = callsBack[id] ? "registered by \(role) '\(project.types[service].qualifiedName)', which it calls back"
                : "registered by \(role) '\(project.types[service].qualifiedName)' in its folder"
            var helper = RoleAssignment(
                role: role, reason: "\(assignment.reason) but it is \(how), and its code uses no other role: the service's helper, not \(assignment.role!)",
                conflict: assignment.conflict)
            helper.strength = .weak
            assignments[id] = helper
        }
    }

    /// The folder of a path below the linted root (`""` at the root).
    private static func folder(of relativePath: String) -> Substring {
        guard let slash = relativePath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return relativePath[..<slash]
    }
}
