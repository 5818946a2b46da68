/// Checks the conventions of the rules (``ConventionRule``): the shape each type of a role (or
/// under some paths) must have. Read from the facts the scan already holds (kind, `final`,
/// attributes, the inheritance clause, the stored properties, the references); no rule, no work,
/// and each fact gathered across the project only when some convention asks for it.
package enum Conventions {
    /// One convention that applies to a type, and what the type does about it.
    package struct Verdict: Sendable {
        package var rule: ConventionRule
        /// Where the type breaks it; empty when it keeps it.
        package var violations: [Violation]
    }

    static func violations(_ project: Project, classification: Classification, rules: RuleSet) -> [Violation] {
        guard !rules.conventionRules.isEmpty else { return [] }
        let facts = Facts(project, classification: classification, rules: rules)
        // Each type judged on its own: on all cores, in type order.
        return Parallel.flatMap(project.types.count) { range in
            var violations: [Violation] = []
            for id in range {
                for verdict in verdicts(for: id, project: project, classification: classification, rules: rules, facts: facts) {
                    violations += verdict.violations
                }
            }
            return violations
        }
    }

    /// The conventions that judge a type (its role's or its paths', whose scope holds its path),
    /// each with where the type breaks it: what `explain` prints.
    package static func verdicts(for id: ProjectType.ID, project: Project, classification: Classification, rules: RuleSet) -> [Verdict] {
        guard !rules.conventionRules.isEmpty else { return [] }
        return verdicts(
            for: id, project: project, classification: classification, rules: rules,
            facts: Facts(project, classification: classification, rules: rules, only: id))
    }

    /// Whether a convention judges a type: one of its role, or declared under its paths, where
    /// the rule applies.
    /// Asked with the type's id and role, its path read in place only when the role leaves the
    /// question open: copying a type would retain every string in it, and even its path, read
    /// for every type, cost a third of judging the types (each path is a string of its own,
    /// seldom in the cache).
    private static func judges(_ rule: ConventionRule, type id: ProjectType.ID, of project: Project, role: String?) -> Bool {
        // A role's convention asks the role first: most types have another.
        if case .role(let name) = rule.subject { return name == role && rule.scope.contains(project.types[id].relativePath) }
        return judges(rule, path: project.types[id].relativePath, role: role)
    }

    /// The same, with the type's path.
    private static func judges(_ rule: ConventionRule, path: String, role: String?) -> Bool {
        if case .role(let name) = rule.subject { return name == role && rule.scope.contains(path) }
        return rule.scope.contains(path) && isSubject(path: path, of: rule, role: role)
    }

    /// Whether a type (its path and role) is of the convention's role, or declared under its paths.
    private static func isSubject(path: String, of rule: ConventionRule, role: String?) -> Bool {
        switch rule.subject {
        case .role(let name): return name == role
        case .paths(let paths): return paths.contains { $0.matchesPath(path) }
        }
    }

    /// Per type, whether one of `rules` judges it (only `only`'s, when given); empty without
    /// rules. Asked once per type: the dependencies, many times more, then read a flag.
    private static func judged(by rules: [ConventionRule], project: Project, classification: Classification, only: ProjectType.ID?) -> [Bool] {
        guard !rules.isEmpty else { return [] }
        var flags = [Bool](repeating: false, count: project.types.count)
        for id in only.map({ [$0] }) ?? Array(project.types.indices) where project.types[id].kind.isConcrete {
            let role = classification.assignments[id].role
            flags[id] = rules.contains { judges($0, type: id, of: project, role: role) }
        }
        return flags
    }

    private static func verdicts(
        for id: ProjectType.ID, project: Project, classification: Classification, rules: RuleSet, facts: Facts
    ) -> [Verdict] {
        // Protocols, aliases and functions have no shape of their own to judge. Read in place,
        // and the type copied only when a convention judges it: most types none does.
        guard project.types[id].kind.isConcrete, !classification.assignments[id].isCompositionRoot,
              !classification.assignments[id].isTestCode else { return [] }
        let role = classification.assignments[id].role
        guard rules.conventionRules.contains(where: { judges($0, type: id, of: project, role: role) }) else { return [] }
        let type = project.types[id]
        let path = type.relativePath
        let assignment = classification.assignments[id]
        var verdicts: [Verdict] = []
        for rule in rules.conventionRules where judges(rule, path: path, role: role) {
            let found = findings(of: rule, on: id, type: type, assignment: assignment, project: project, classification: classification, facts: facts)
            verdicts.append(Verdict(rule: rule, violations: found))
        }
        return verdicts
    }

    /// What `rule` finds on type `id` (`type`, of role `assignment`): its violations, each
    /// message naming the type as the rule's subject.
    private static func findings(
        of rule: ConventionRule, on id: ProjectType.ID, type: ProjectType, assignment: RoleAssignment,
        project: Project, classification: Classification, facts: Facts
    ) -> [Violation] {
        let role = assignment.role
        // A role given on weak evidence (see ``RoleStrength``) warns.
        let severity: Severity = role != nil && assignment.strength == .weak ? .warning : rule.severity
        let verb = rule.severity == .error ? "must" : "should"
        // `Presenter 'CartPresenter'`; for a path's convention, `'Account' in Domain/**`.
        let subject: String
        switch rule.subject {
        case .role(let name): subject = "\(name) '\(type.qualifiedName)'"
        case .paths(let paths):
            subject = "'\(type.qualifiedName)' in \(paths.first { $0.matchesPath(type.relativePath) }?.text ?? "")"
        }
        func violation(_ message: String, file: String = type.file, at location: SourceLocation = type.location,
                       target: Violation.Endpoint = .none, member: String? = nil) -> Violation {
            Violation(
                rule: RuleID.roleConvention, severity: severity, file: file, location: location,
                message: "\(subject) \(message)",
                source: .type(type.qualifiedName, role: role, strength: assignment.strength), target: target, member: member,
                origin: rule.origin)
        }
        var found: [Violation] = []
        switch rule.requirement {
        case .inheritance(let patterns):
            // The base type itself keeps it: `BaseViewModel` is a ViewModel by its name.
            let supertypes = [type.qualifiedName] + self.supertypes(of: id, project: project)
            if !supertypes.contains(where: { name in patterns.contains { matches($0, name) } }) {
                found.append(violation(rule.statement))
            }
        case .final:
            // A class another project class inherits from cannot be final: a base keeps it.
            if type.kind == .class && !type.shape.isFinal && !facts.subclassed.contains(id) { found.append(violation(rule.statement)) }
        case .attribute(let patterns):
            let attributes = [type.attributes] + superclasses(of: id, project: project).map { project.types[$0].attributes }
            if !attributes.joined().contains(where: { attribute in patterns.contains { $0.matchesName(attribute) } }) {
                found.append(violation(rule.statement))
            }
        case .kind(let kinds):
            if !kinds.contains(where: { $0.rawValue == type.kind.rawValue }) { found.append(violation("\(rule.statement), not \(ConventionRule.kindList([ConventionRule.Kind(rawValue: type.kind.rawValue) ?? .class]))")) }
        case .name(let patterns):
            if !patterns.contains(where: { matches($0, type.qualifiedName) }) { found.append(violation(rule.statement)) }
        case .storesNo(let roles):
            // One finding per property and role: `let s: ListService = ListServiceImpl()` stores one service.
            var seen: Set<String> = []
            for reference in facts.stored[id] ?? [] {
                guard let targetRole = classification.assignments[reference.target].role, roles.contains(targetRole),
                      seen.insert(reference.member + " " + targetRole).inserted else { continue }
                let target = project.types[reference.target]
                found.append(violation(
                    "\(verb) not store \(targetRole) '\(target.qualifiedName)' (property '\(reference.member)')",
                    file: reference.file, at: reference.location,
                    target: .type(target.qualifiedName, role: targetRole, strength: classification.assignments[reference.target].strength),
                    member: reference.member))
            }
        case .test:
            if !facts.tested.contains(id) { found.append(violation(rule.statement)) }
        case .usedThroughProtocol:
            // One finding per using type and member: where it first names the concrete type.
            var seen: Set<String> = []
            for use in facts.uses[id] ?? [] {
                let user = project.types[use.source]
                let userAssignment = classification.assignments[use.source]
                guard let userRole = userAssignment.role, !isSubject(path: user.relativePath, of: rule, role: userRole),
                      seen.insert("\(use.source) \(use.member ?? "")").inserted else { continue }
                let place = use.member.map { " in '\($0)'" } ?? ""
                found.append(violation(
                    "\(rule.statement); \(userRole) '\(user.qualifiedName)' names the concrete type\(place)",
                    file: use.file, at: use.location,
                    target: .type(user.qualifiedName, role: userRole, strength: userAssignment.strength), member: use.member))
            }
        case .noPublicMutableState:
            for variable in facts.publicVariables[id] ?? [] {
                found.append(violation(
                    "\(rule.statement) (property '\(variable.name)')", file: variable.file, at: variable.location, member: variable.name))
            }
        }
        return found
    }

    /// A pattern against a supertype's or the type's name: its last component, or the whole
    /// qualified name for a pattern with a dot.
    private static func matches(_ pattern: Pattern, _ name: String) -> Bool {
        pattern.isQualified ? pattern.matchesQualifiedName(name) : pattern.matchesName(QualifiedName.lastComponent(name))
    }

    /// Every supertype name, written or inherited through project types.
    private static func supertypes(of id: ProjectType.ID, project: Project) -> [String] {
        var names: [String] = []
        var seen: Set<ProjectType.ID> = [id]
        var pending = [id]
        while let next = pending.popLast() {
            for name in project.types[next].inherits {
                names.append(name)
                guard let found = project.id(named: name) ?? project.id(named: QualifiedName.lastComponent(name)) else { continue }
                if seen.insert(found).inserted { pending.append(found) }
            }
        }
        return names
    }

    /// The project classes a class inherits from, nearest first.
    private static func superclasses(of id: ProjectType.ID, project: Project) -> [ProjectType.ID] {
        var found: [ProjectType.ID] = []
        var current = id
        while project.types[current].kind == .class, let first = project.types[current].inherits.first,
              let next = project.id(named: first) ?? project.id(named: QualifiedName.lastComponent(first)),
              project.types[next].kind == .class, !found.contains(next), next != id {
            found.append(next)
            current = next
        }
        return found
    }

    /// A reference to a project type written in a stored property's declaration.
    struct StoredReference {
        var target: ProjectType.ID
        var member: String
        var file: String
        var location: SourceLocation
    }

    /// A mention of a concrete project type by another type.
    struct Use {
        var source: ProjectType.ID
        var member: String?
        var file: String
        var location: SourceLocation
    }

    /// A `public var` of a type, in its body or an extension's.
    struct DeclaredVariable {
        var name: String
        var file: String
        var location: SourceLocation
    }

    /// What the project's conventions need beyond a type's own declaration, gathered in one pass
    /// each, and only for the kinds of convention the rules have (for all types, or one).
    struct Facts {
        /// The references in stored properties of the types some `must not store` judges, by type.
        var stored: [ProjectType.ID: [StoredReference]] = [:]
        /// The types test code names.
        var tested: Set<ProjectType.ID> = []
        /// Mentions of the concrete types some `must be used through a protocol` judges, by named type.
        var uses: [ProjectType.ID: [Use]] = [:]
        /// The `public var`s of each type.
        var publicVariables: [ProjectType.ID: [DeclaredVariable]] = [:]
        /// The classes some project class inherits from.
        var subclassed: Set<ProjectType.ID> = []

        init(_ project: Project, classification: Classification, rules: RuleSet, only: ProjectType.ID? = nil) {
            var storing: [ConventionRule] = [], usedThrough: [ConventionRule] = []
            var needsTests = false, needsVariables = false, needsSubclasses = false
            for rule in rules.conventionRules {
                switch rule.requirement {
                case .final: needsSubclasses = true
                case .storesNo: storing.append(rule)
                case .usedThroughProtocol: usedThrough.append(rule)
                case .test: needsTests = true
                case .noPublicMutableState: needsVariables = true
                default: continue
                }
            }
            let judgedByStoring = Conventions.judged(by: storing, project: project, classification: classification, only: only)
            let judgedByUsedThrough = Conventions.judged(by: usedThrough, project: project, classification: classification, only: only)
            let dependencies = project.dependencies
            let testFiles = needsTests ? TestCode.fileReasons(of: project) : []
            if !storing.isEmpty || !usedThrough.isEmpty || needsTests {
                for (position, edge) in dependencies.edges.enumerated() {
                    let source = Int(edge.source)
                    let target = Int(dependencies.targetTypes[Int(edge.target)])
                    guard target >= 0, source != target else { continue }
                    if needsTests, only == nil || only == target, !tested.contains(target), Self.isTest(source, project: project, classification: classification, testFiles: testFiles) {
                        tested.insert(target)
                    }
                    if !storing.isEmpty, only == nil || only == source, judgedByStoring[source] {
                        let declaration = project.files[Int(edge.file)].declarations[Int(edge.declaration)]
                        if !declaration.storedProperties.isEmpty, let member = declaration.references.member(at: Int(edge.reference)),
                           declaration.storedProperties.contains(member) {
                            stored[source, default: []].append(StoredReference(
                                target: target, member: member, file: project.files[Int(edge.file)].path,
                                location: declaration.references.entries[Int(edge.reference)].location))
                        }
                    }
                    // A type nested in the one it names (`ProfileService.Cache`) is that type's own code.
                    if !usedThrough.isEmpty, only == nil || only == target, classification.assignments[source].role != nil,
                       !classification.assignments[source].isCompositionRoot, !classification.assignments[source].isTestCode,
                       judgedByUsedThrough[target], !QualifiedName.isNested(project.types[source].qualifiedName, in: project.types[target].qualifiedName) {
                        // Any mention counts, building it too: only a composition root names
                        // the concrete type (`init(repository: OrderStoring = OrderRepository())`
                        // still chooses it).
                        let dependency = dependencies[position]
                        uses[target, default: []].append(Use(source: source, member: dependency.member, file: dependency.file, location: dependency.location))
                    }
                }
            }
            if needsSubclasses {
                // By index: copying each type would retain every string in it.
                for index in project.types.indices where project.types[index].kind == .class {
                    // A name with no dot is its own last component: looked up once.
                    guard let first = project.types[index].inherits.first,
                          let superclass = project.id(named: first) ?? (QualifiedName.isDotted(first) ? project.id(named: Classifier.lastComponent(first)) : nil),
                          superclass != project.types[index].id, project.types[superclass].kind == .class else { continue }
                    subclassed.insert(superclass)
                }
            }
            if needsVariables {
                for (fileIndex, file) in project.files.enumerated() {
                    for declaration in file.declarations where !declaration.publicVariables.isEmpty {
                        guard let id = Self.type(of: declaration, inFileAt: fileIndex, project: project), only == nil || only == id else { continue }
                        for variable in declaration.publicVariables {
                            publicVariables[id, default: []].append(DeclaredVariable(name: variable.name, file: file.path, location: variable.location))
                        }
                    }
                }
            }
        }

        /// Test code that tests: a type in a test file, a test case or a suite; a test double
        /// elsewhere (`MockService` beside the app's code) names what it stands in for, not what it tests.
        private static func isTest(_ id: Int, project: Project, classification: Classification, testFiles: [TestCode.FileReason]) -> Bool {
            if testFiles[id] != .none { return true }
            guard classification.assignments[id].isTestCode else { return false }
            let name = project.types[id].name
            return !TestCode.doubles.contains { $0.matchesName(name) }
        }

        /// The project type a declaration declares or extends.
        private static func type(of declaration: Declaration, inFileAt fileIndex: Int, project: Project) -> ProjectType.ID? {
            if declaration.kind != .extension {
                return project.typesByFile[fileIndex].first { project.types[$0].qualifiedName == declaration.qualifiedName }
            }
            return project.id(named: declaration.qualifiedName) ?? project.id(named: Classifier.lastComponent(declaration.qualifiedName))
        }
    }
}
