/// A type's role and the evidence for it.
package struct RoleAssignment: Sendable, Hashable {
    /// The role, or nil when no rule gives one (such types are never flagged).
    package var role: String?
    /// Why, in words a person can check: "name matches '*Interactor'", "conforms to AnyPresenter".
    /// Written when asked (`roles`, `explain`): a lint prints none, and writing every type's
    /// cost a sixth of classifying.
    package var reason: String {
        get { evidence.text }
        set { evidence = .text(newValue) }
    }
    /// What the reason is written from.
    var evidence: Evidence
    /// When signals of the same strength disagree: what they said.
    package var conflict: String?
    /// True for a composition root: its references are construction, not dependency.
    package var isCompositionRoot = false
    /// True when the role comes from the type's folder alone (its own, or a supertype's whose
    /// role came from its folder): subtypes elsewhere take the role of their own folder.
    package var isByPath = false
    /// True for test code (see ``TestCode``): no role, and nothing it does is reported.
    package var isTestCode = false
    /// True when the role comes from the plain-data signal (`Entity is plain data`), the weakest.
    package var isPlainData = false
    /// When the role comes from a name, the type's own or (through inheritance) a supertype's:
    /// the weight of the pattern that gave it (see ``Classifier``), so a subtype whose own name
    /// matches a more specific pattern can outrank it; 0 when the role comes from elsewhere.
    package var nameWeight = 0
    /// For plain data that declares no value protocol, until the classifier has read what it
    /// uses: the reason it has when it turns out not to be data.
    var unlessHoldsOnlyData: String?
    /// How far the evidence can be trusted (see ``RoleStrength``); meaningless without a role.
    package var strength = RoleStrength.strong
    /// True when the role comes from a platform base or attribute the rules name, directly or
    /// through project supertypes (`protocol FeatureReducer: Reducer`): conforming to such a
    /// project protocol is a platform conformance, strong.
    var isPlatformConformance = false

    package init(
        role: String?, reason: String, conflict: String? = nil, isCompositionRoot: Bool = false, isByPath: Bool = false, isTestCode: Bool = false
    ) {
        self.init(role: role, evidence: .text(reason), conflict: conflict, isCompositionRoot: isCompositionRoot, isByPath: isByPath, isTestCode: isTestCode)
    }

    init(
        role: String?, evidence: Evidence, conflict: String? = nil, isCompositionRoot: Bool = false, isByPath: Bool = false, isTestCode: Bool = false
    ) {
        self.role = role
        self.evidence = evidence
        self.conflict = conflict
        self.isCompositionRoot = isCompositionRoot
        self.isByPath = isByPath
        self.isTestCode = isTestCode
        // A folder, and a protocol's role taken from its implementers, only suggest a role.
        switch evidence {
        case .path, .implementers, .family: strength = .weak
        default: strength = isByPath ? .weak : .strong
        }
    }

    /// Assignments are equal when they say the same, however their reasons are kept.
    package static func == (lhs: RoleAssignment, rhs: RoleAssignment) -> Bool {
        lhs.role == rhs.role && lhs.reason == rhs.reason && lhs.conflict == rhs.conflict && lhs.isCompositionRoot == rhs.isCompositionRoot
            && lhs.isByPath == rhs.isByPath && lhs.isTestCode == rhs.isTestCode && lhs.isPlainData == rhs.isPlainData
            && lhs.strength == rhs.strength
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(reason)
        hasher.combine(conflict)
        hasher.combine(isCompositionRoot)
        hasher.combine(isByPath)
        hasher.combine(isTestCode)
        hasher.combine(isPlainData)
        hasher.combine(strength)
    }

    /// The strength as `roles`, `explain` and the reports print it: nil for a type with no role.
    package var shownStrength: RoleStrength? { role == nil ? nil : strength }

    /// The parts of a reason, kept as they are found (most are strings the project or the rules
    /// hold already) and put in words only by ``text``.
    enum Evidence: Sendable {
        case text(String)
        /// A supertype, a framework base or an attribute.
        case inheritance(InheritanceReason)
        /// `path matches 'PATTERN'`.
        case path(pattern: String)
        /// A protocol's implementers (the first three of `count`), all of `role`.
        case implementers(names: [String], count: Int, role: String)
        /// A protocol derived from `base`, which took `role` from its implementers.
        case family(base: String, role: String)

        var text: String {
            switch self {
            case .text(let text): return text
            case .inheritance(let reason): return reason.text
            case .path(let pattern): return "path matches '\(pattern)'"
            case .implementers(let names, let count, let role):
                let listed = names.joined(separator: ", ")
                return count == 1
                    ? "implemented by \(listed) (\(role))"
                    : "implemented by \(count) types, all \(role) (\(listed)\(count > 3 ? ", …" : ""))"
            case .family(let base, let role): return "conforms to \(base) (\(role)), a protocol implemented by \(role) types"
            }
        }
    }

    /// Why a supertype or attribute suggests a role (most types have several candidates, and
    /// only the kept one is ever put in words).
    enum InheritanceReason: Sendable {
        case conforms(to: String, role: String)
        /// A supertype in another area, read by this area's rules.
        case conformsHere(to: String, role: String, reason: String)
        case inherits(from: String, pattern: String)
        case marked(String)

        var text: String {
            switch self {
            case .conforms(let name, let role): return "conforms to \(name) (\(role))"
            case .conformsHere(let name, let role, let reason): return "conforms to \(name) (\(role) by the rules here: \(reason))"
            case .inherits(let name, let pattern): return "inherits from \(name)" + (pattern == name ? "" : " (matches '\(pattern)')")
            case .marked(let attribute): return "marked @\(attribute)"
            }
        }
    }
}

/// How much a role's evidence settles it. What the project says of a type in so many words (an
/// `// archlint:role` annotation, a `ROLE includes` list), a platform conformance
/// (`UIViewController`, SwiftUI's `View`, `ObservableObject`) and a name of the preset's
/// vocabulary that the type's shape backs are **strong**. A folder, a file-name pattern, the role
/// of the one project protocol a type conforms to (or of a protocol's implementers) and plain-data
/// shape only suggest a role: they are **weak**, and a forbidden dependency through a weak role
/// is a warning that says how to confirm it (see ``Checker``), unless the type's own shape makes
/// it wrong whatever its role. A weak role is confirmed when a type of the same role with strong
/// evidence uses it (a reducer's helper in `Reducers/` called by the reducer).
package enum RoleStrength: String, Sendable, Hashable {
    case strong, weak
}

/// The classify stage's result: one assignment per project type, by ``ProjectType/ID``.
package struct Classification: Sendable {
    package var assignments: [RoleAssignment]
    /// Per type whose role comes from its folder: the extensions of it written in a folder that
    /// gives their code another role (see ``ExtensionCode``). Most projects have none.
    package var extensionCode: [ProjectType.ID: [ExtensionCode]] = [:]

    package init(assignments: [RoleAssignment], extensionCode: [ProjectType.ID: [ExtensionCode]] = [:]) {
        self.assignments = assignments
        self.extensionCode = extensionCode
    }

    package func role(of id: ProjectType.ID) -> String? { assignments[id].role }

    /// Per type, its area (the scoped presets that hold its path, numbered); empty when the
    /// rules have no scoped preset.
    package var areas: [Int32] = []
    /// Per type used from another area whose presets lack its role (an MVC Controller used in an
    /// MVVM area): its role as that area's rules read it (a View), by area.
    package var readings: [ProjectType.ID: [Reading]] = [:]

    package struct Reading: Sendable, Hashable {
        package var area: Int32
        package var role: String?
        package var reason: String
    }

    /// The role of `target` as the code of `source` reads it: its own, or, from an area whose
    /// presets lack it, the role that area's rules give it (see ``readings``).
    package func reading(of target: ProjectType.ID, from source: ProjectType.ID) -> Reading? {
        guard !readings.isEmpty, areas[source] != areas[target], let role = assignments[target].role,
              vocabularies[source]?.contains(role) == false else { return nil }
        return readings[target]?.first { $0.area == areas[source] }
    }

    /// Per type that uses types of other areas: the roles its rules speak of (see
    /// ``RuleSet/vocabulary(of:at:)``).
    package var vocabularies: [ProjectType.ID: Set<String>] = [:]

    /// The code a type's extension in `file` holds, when its folder gives it a role of its own.
    package func extensionCode(of id: ProjectType.ID, inFile file: String) -> ExtensionCode? {
        extensionCode[id]?.first { $0.file == file }
    }
}

/// An extension, written in one folder, of a type whose role comes from another folder (a
/// layer): `extension Movie { func asPresentation() -> MovieItem }` in `Presentation/` adapts a
/// Domain entity for the screens. Its code is the code of the folder it is written in: what it
/// uses is judged with that folder's role (Presentation using Domain, not Domain using
/// Presentation), and with none where the folder gives none. A type whose role comes from
/// anything else (its name, a supertype) keeps that role in all its extensions.
package struct ExtensionCode: Sendable, Hashable {
    /// The extension's file, as dependencies name it, and its path below the linted root.
    package var file: String
    package var relativePath: String
    /// The role the folder gives, nil when it gives none.
    package var role: String?
    /// Why, in words: "path matches '**/Data/**'".
    package var reason: String
    /// Whether the folder rule is the project's own (its rules file names the folder), not a
    /// preset's guess: then it is strong evidence (see ``RoleStrength``).
    package var isDeclared = false
}

/// Gives every type a role, with a fixed precedence:
///
/// 1. an `// archlint:role NAME` annotation on the declaration;
/// 2. the rules' explicit type lists (`Presenter includes LoginHandler`), then composition roots
///    (`composition roots *Assembly`: no role, exempt);
/// 3. inheritance and conformance: a framework base the rules name (`UIViewController`), an
///    attribute (`@Observable`), or a project supertype's role, transitively; a supertype's role
///    that comes from a name counts as that name, below the type's own name when that matches a
///    more specific pattern of another role (`WelcomeViewModel: OnboardingModel`);
/// 4. the name: qualified-name patterns (`*.*.ViewModel`) before simple ones, then the most
///    specific pattern (the most literal characters); a top-level function only by the
///    `functions are named` patterns;
/// 5. the path.
///
/// Within one level, rules of a scoped preset (`use mvvm in Features/**`) beat rules used
/// everywhere; when signals of one level still disagree, the type gets no role and the conflict
/// is recorded for `archlint roles` rather than guessed.
package enum Classifier {
    package static func classify(_ project: Project, rules: RuleSet) -> Classification {
        // The builder's resolver, when it built this very project; else a fresh one.
        let resolver = project.resolver.flatMap { $0.kinds.count == project.types.count ? $0 : nil } ?? Resolver(project: project)
        let supertypes = Supertypes(of: project.types, resolver: resolver)

        // A type is classified after the project types it inherits from: in waves, each wave the
        // types whose supertypes earlier waves classified, each wave spread over the cores. A
        // type's role depends only on its supertypes' roles and the rules, so the waves give the
        // same result as classifying one type after another.
        var assignments = [RoleAssignment](repeating: RoleAssignment(role: nil, reason: ""), count: project.types.count)
        let order = waves(supertypes)
        var template = Context(rules: rules)
        for id in project.types.indices where project.types[id].inherits.contains(where: { TestCode.name($0, endsWith: "Representable") }) {
            template.representables.insert(project.types[id].qualifiedName)
        }
        if !rules.checksTests { template.testFiles = TestCode.fileReasons(of: project) }
        template.areas = areas(of: project.types, rules: rules)
        template.sharedObservables = SharedState.folders(of: project)
        for type in project.types where QualifiedName.isDotted(type.qualifiedName) {
            var name = Substring(type.qualifiedName)
            while let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) {
                name = name[..<dot]
                if !template.enclosing.insert(String(name)).inserted { break }
            }
        }
        for index in project.modules.indices {
            guard let module = project.modules[index] else { continue }
            template.moduleImports[module, default: []].formUnion(project.files[index].imports.lazy.map(\.module))
        }
        assignments.withUnsafeMutableBufferPointer { assignments in
            // Each wave writes its types' assignments in place while it reads those of earlier
            // waves: the waves partition the types, so no element is read and written at once.
            // A project with no type (only extensions of framework types) has nothing to write.
            guard let base = assignments.baseAddress else { return }
            let shared = SharedAssignments(base: base, count: assignments.count)
            for wave in order {
                classify(wave, of: project, supertypes: supertypes, into: shared, template: template)
            }
        }
        rolesFromConformers(
            &assignments, types: project.types, supertypes: supertypes, order: order, names: project.candidates,
            isCallbackOfNamedRole: { template.typeNames.matches(name: $0, qualifiedName: $0).isEmpty == false })
        vetoFolderRolesOfInputOutput(&assignments, project: project, rules: rules)
        confirmPlainData(&assignments, project: project)
        rolesOfAliases(&assignments, types: project.types)
        confirmByFile(&assignments, project: project)
        var classification = Classification(assignments: assignments, extensionCode: extensionCode(project, assignments: assignments, rules: rules))
        if !template.areas.isEmpty {
            classification.areas = template.areas
            (classification.readings, classification.vocabularies) = readings(project, assignments: assignments, supertypes: supertypes, template: template)
        }
        return classification
    }

    /// The roles of the types used from another area whose presets lack their role, as that
    /// area's rules read them: an MVC app's `ThemedHostingController` (a Controller) is, to the
    /// MVVM area that subclasses it, a View. Each area's presets are the scoped ones that hold
    /// it, or, outside every scope, those used everywhere.
    private static func readings(
        _ project: Project, assignments: [RoleAssignment], supertypes: Supertypes, template: Context
    ) -> (readings: [ProjectType.ID: [Classification.Reading]], vocabularies: [ProjectType.ID: Set<String>]) {
        let areas = template.areas
        var pathOfArea: [Int32: String] = [:]
        for id in project.types.indices where pathOfArea[areas[id]] == nil { pathOfArea[areas[id]] = project.types[id].relativePath }
        // Per source type, the roles its rules speak of (by its area and role: most share one).
        var vocabularies: [String: Set<String>] = [:]
        var vocabularyOf: [ProjectType.ID: Set<String>] = [:]
        var needed = Set<Int64>()
        let dependencies = project.dependencies
        for edge in dependencies.edges {
            let source = Int(edge.source), target = Int(dependencies.targetTypes[Int(edge.target)])
            guard target >= 0, areas[source] != areas[target], let role = assignments[target].role,
                  let sourceRole = assignments[source].role, !assignments[source].isCompositionRoot else { continue }
            if vocabularyOf[source] == nil {
                let key = "\(areas[source]) \(sourceRole)"
                if vocabularies[key] == nil { vocabularies[key] = template.rules.vocabulary(of: sourceRole, at: project.types[source].relativePath) }
                vocabularyOf[source] = vocabularies[key]
            }
            guard vocabularyOf[source]?.contains(role) == false else { continue }
            needed.insert(Int64(target) << 32 | Int64(areas[source]))
        }
        guard !needed.isEmpty else { return ([:], [:]) }
        var found: [ProjectType.ID: [Classification.Reading]] = [:]
        var context = template
        assignments.withUnsafeBufferPointer { known in
            project.types.withUnsafeBufferPointer { types in
                supertypes.ids.withUnsafeBufferPointer { ids in
                    let lineage = Lineage(types: types, ids: ids, starts: supertypes.starts)
                    for key in needed.sorted() {
                        let id = Int(key >> 32), area = Int32(truncatingIfNeeded: key)
                        var here = assign(
                            Subject(types, id, testFile: .none), supertypes: lineage.supertypes(of: id), known: known, context: &context,
                            lineage: lineage, area: area, rulesPath: pathOfArea[area]!)
                        // Plain data that declares no value protocol is data where its own
                        // classification found it uses only data (see ``confirmPlainData``).
                        if let otherwise = here.unlessHoldsOnlyData, !known[id].isPlainData { here = RoleAssignment(role: nil, reason: otherwise) }
                        found[id, default: []].append(Classification.Reading(area: area, role: here.role, reason: here.reason))
                    }
                }
            }
        }
        return (found, vocabularyOf)
    }

    /// A typealias that names one project type (`typealias SectionsModel = SettingsModel<Section,
    /// Storage>`) is another name for it: it takes that type's role over its own name's, since
    /// the code written against the alias (its extensions) is that type's. Aliases of aliases are
    /// followed; a composition (`A & B`) keeps its own name's role.
    static func rolesOfAliases(_ assignments: inout [RoleAssignment], types: [ProjectType]) {
        for id in types.indices where types[id].kind == .typealias {
            // Only a role from the alias's name gives way: an alias with none is judged through
            // its targets, which every use of it reaches too.
            guard assignments[id].nameWeight > 0 else { continue }
            var target = id
            var seen: Set<ProjectType.ID> = [id]
            while types[target].kind == .typealias {
                let named = types[target].aliasedTargets.compactMap { target -> ProjectType.ID? in
                    if case .type(let id) = target { return id }
                    return nil
                }
                guard named.count == 1, seen.insert(named[0]).inserted else { break }
                target = named[0]
            }
            guard target != id, types[target].kind != .typealias, let role = assignments[target].role, role != assignments[id].role else { continue }
            var assignment = RoleAssignment(role: role, reason: "another name for \(types[target].qualifiedName) (\(role))", conflict: assignments[id].conflict)
            assignment.nameWeight = assignments[target].nameWeight
            assignment.isByPath = assignments[target].isByPath
            assignment.strength = assignments[target].strength
            assignments[id] = assignment
        }
    }

    /// The extensions written in another folder than their type's, for the types whose role
    /// comes from their folder, where that folder gives the extension's code another role (see
    /// ``ExtensionCode``).
    static func extensionCode(_ project: Project, assignments: [RoleAssignment], rules: RuleSet) -> [ProjectType.ID: [ExtensionCode]] {
        var found: [ProjectType.ID: [ExtensionCode]] = [:]
        var fileIndex: [String: Int]?
        for id in project.types.indices where assignments[id].isByPath && !project.types[id].extensions.isEmpty {
            guard let role = assignments[id].role else { continue }
            for place in project.types[id].extensions where place.file != project.types[id].file {
                guard found[id]?.contains(where: { $0.file == place.file }) != true else { continue }
                if fileIndex == nil {
                    fileIndex = [:]
                    for index in project.files.indices { fileIndex![project.files[index].path] = index }
                }
                guard let index = fileIndex![place.file] else { continue }
                let path = project.relativePath(ofFileAt: index)
                let folder = roleOfFolder(path, rules: rules)
                guard folder?.role != role else { continue }
                let reason = folder.map { "path matches '\($0.pattern.text)'" } ?? "no folder rule matches its path"
                found[id, default: []].append(ExtensionCode(
                    file: place.file, relativePath: path, role: folder?.role, reason: reason, isDeclared: folder.map { isDeclared($0.origin) } ?? false))
            }
        }
        return found
    }

    /// The role a folder gives code written there: a layer's (a path rule used everywhere) before
    /// a scoped preset's. An extension adapting another layer's type belongs to the layer it is
    /// written in, not to one of the roles an area's pattern gives its own types there.
    static func roleOfFolder(_ path: String, rules: RuleSet) -> (role: String, pattern: Pattern, origin: RuleOrigin)? {
        var scoped: (role: String, pattern: Pattern, origin: RuleOrigin)?
        for rule in rules.roleRules {
            guard case .path(let patterns) = rule.signal, rule.scope.contains(path),
                  let pattern = patterns.first(where: { $0.matchesPath(path) }) else { continue }
            if rule.scope.isEverywhere { return (rule.role, pattern, rule.origin) }
            if scoped == nil { scoped = (rule.role, pattern, rule.origin) }
        }
        return scoped
    }

    /// Whether a rule is the project's own, written in its rules file, rather than a preset's:
    /// a folder the project names for a role declares it (ArchLint's own `Check is in
    /// Sources/ArchLintKit/Check/**`), where a preset's `**/Models/**` only guesses.
    static func isDeclared(_ origin: RuleOrigin) -> Bool {
        !origin.file.hasPrefix("preset ")
    }

    /// The project type a protocol's name starts with, other than its implementers
    /// (`FeedViewController` of `FeedViewControllerDelegeate`): the protocol is that type's
    /// callback, declared for its caller, whoever implements it.
    static func owner(of name: String, besides implementers: [ProjectType.ID], in names: borrowing TypeNames) -> ProjectType.ID? {
        // Each prefix looked up by its bytes: a string per capital letter cost more than the rest.
        var name = name
        return name.withUTF8 { bytes in
            var end = 1
            while end < bytes.count {
                if bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"),
                   let entry = names.entry(ofBytes: UnsafeBufferPointer(rebasing: bytes[..<end])) {
                    let id = names.first(of: entry)
                    if !implementers.contains(id) { return id }
                }
                end += 1
            }
            return nil
        }
    }

    /// A protocol no rule gives a role takes the role of the project types that implement it,
    /// when they all have the same one (`protocol HomeViewInterface` implemented by a View is a
    /// View interface), counting the implementers of the protocols derived from it; then a
    /// protocol derived from one that took a role this way takes it too. A delegate or data
    /// source belongs to the side that calls it, not to its implementers (a coordinator
    /// implementing `FeedViewControllerDelegate` does not make it a Coordinator), so those do
    /// not, nor does a protocol named after another type (see ``owner(of:besides:in:)``), nor
    /// the output of a role named in its name (`AuthServiceOutput`, whose stem a name pattern
    /// gives a role: the service's own callback, whoever implements it).
    static func rolesFromConformers(
        _ assignments: inout [RoleAssignment], types: [ProjectType], supertypes: Supertypes, order: [[ProjectType.ID]],
        names: borrowing TypeNames, isCallbackOfNamedRole: (String) -> Bool = { _ in false }
    ) {
        // Which protocols are open, found once; fields read in place (a copied assignment
        // would retain its strings).
        var open = [Bool](repeating: false, count: types.count)
        var anyOpen = false
        for id in types.indices where types[id].kind == .protocol {
            let isOpen = assignments.withUnsafeBufferPointer { all in
                all[id].role == nil && all[id].conflict == nil && !all[id].isTestCode && !all[id].isCompositionRoot
            } && !TestCode.name(types[id].name, endsWith: "Delegate") && !TestCode.name(types[id].name, endsWith: "DataSource")
            open[id] = isOpen
            anyOpen = anyOpen || isOpen
        }
        // Most protocols have a role: with none open, nothing to count.
        guard anyOpen else { return }
        // Per open protocol: its implementers (by `next` links from the last one), how many,
        // and whether their roles agree with the first one's.
        var last = [Int32](repeating: -1, count: types.count)
        var count = [Int32](repeating: 0, count: types.count)
        var agree = [Bool](repeating: true, count: types.count)
        var implementerIDs: [Int32] = [], next: [Int32] = []
        var stack: [Int] = [], seen: [Int] = []
        for id in types.indices where types[id].kind.isConcrete && supertypes.starts[id] < supertypes.starts[id + 1] && !assignments[id].isTestCode {
            // Every protocol above the type, through protocols, once.
            stack.removeAll(keepingCapacity: true)
            seen.removeAll(keepingCapacity: true)
            stack.append(id)
            while let current = stack.popLast() {
                for position in supertypes.starts[current]..<supertypes.starts[current + 1] {
                    let parent = Int(supertypes.ids[position])
                    guard parent >= 0, types[parent].kind == .protocol, !seen.contains(parent) else { continue }
                    seen.append(parent)
                    stack.append(parent)
                    guard open[parent] else { continue }
                    if count[parent] > 0, agree[parent] {
                        let first = Int(implementerIDs[Int(last[parent])])
                        agree[parent] = assignments.withUnsafeBufferPointer { $0[first].role == $0[id].role }
                    }
                    count[parent] += 1
                    implementerIDs.append(Int32(id))
                    next.append(last[parent])
                    last[parent] = Int32(implementerIDs.count - 1)
                }
            }
        }
        var gained = Set<ProjectType.ID>()
        for id in types.indices where open[id] && count[id] > 0 && agree[id] {
            var implementers: [ProjectType.ID] = []
            var link = last[id]
            while link >= 0 {
                implementers.append(Int(implementerIDs[Int(link)]))
                link = next[Int(link)]
            }
            implementers.reverse()
            // A role its implementers have only from their folder says where they live, not what
            // the protocol is (`Cancellable` in Common/, implemented by a task in Data/).
            guard let role = assignments[implementers[0]].role, !implementers.contains(where: { assignments[$0].isByPath }),
                  owner(of: types[id].name, besides: implementers, in: names) == nil, !isOutput(types[id].name, of: isCallbackOfNamedRole) else { continue }
            assignments[id] = RoleAssignment(
                role: role, evidence: .implementers(names: implementers.prefix(3).map { types[$0].qualifiedName }, count: implementers.count, role: role))
            open[id] = false
            gained.insert(id)
        }
        guard !gained.isEmpty else { return }
        // The family: a protocol derived from one that gained a role, base before derived.
        for wave in order {
            for id in wave where open[id] {
                for position in supertypes.starts[id]..<supertypes.starts[id + 1] {
                    let parent = Int(supertypes.ids[position])
                    guard parent >= 0, gained.contains(parent), let role = assignments[parent].role else { continue }
                    assignments[id] = RoleAssignment(role: role, evidence: .family(base: types[parent].name, role: role))
                    gained.insert(id)
                    break
                }
            }
        }
    }

    /// Whether a protocol's name is a callback suffix (`Output`, `Outputs`, `Listener`,
    /// `Observer`) after a stem the name patterns give a role (`AuthService` of `AuthServiceOutput`).
    static func isOutput(_ name: String, of isNamedRole: (String) -> Bool) -> Bool {
        for suffix in ["Output", "Outputs", "Listener", "Observer"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return isNamedRole(String(name.dropLast(suffix.count)))
        }
        return false
    }

    /// The assignments array, shared by a wave's workers: each writes only its wave's types and
    /// reads only earlier waves' (see ``classify(_:rules:)``).
    private struct SharedAssignments: @unchecked Sendable {
        let base: UnsafeMutablePointer<RoleAssignment>
        let count: Int
    }

    /// One wave's assignments, spread over the cores, written into `shared`.
    private static func classify(
        _ wave: [ProjectType.ID], of project: Project, supertypes: Supertypes, into shared: SharedAssignments, template: Context
    ) {
        let ranges = Ranges(count: wave.count)
        Parallel.forEach(ranges.count) { part in
            // Each worker its own context: its caches are memos, whoever fills them.
            var context = template
            // The arrays every worker shares are read through pointers: reading an element of
            // an array retains and releases the array, and all workers doing it, type after
            // type, to the same arrays cost a tenth of this stage.
            let known = UnsafeBufferPointer(start: shared.base, count: shared.count)
            project.types.withUnsafeBufferPointer { types in
                supertypes.ids.withUnsafeBufferPointer { ids in
                    wave.withUnsafeBufferPointer { wave in
                        let lineage = Lineage(types: types, ids: ids, starts: supertypes.starts)
                        for index in ranges[part] {
                            let id = wave[index]
                            let sharedFolders = context.sharedObservables.isEmpty ? 0 : context.sharedObservables[id]
                            var assignment = assign(
                                Subject(types, id, testFile: context.testFiles.isEmpty ? .none : context.testFiles[id], sharedFolders: sharedFolders),
                                supertypes: lineage.supertypes(of: id),
                                known: known, context: &context, lineage: lineage, area: context.areas.isEmpty ? 0 : context.areas[id])
                            if sharedFolders > 0, assignment.role == nil, !assignment.isTestCode, !assignment.isCompositionRoot {
                                assignment = RoleAssignment(role: nil, reason: SharedState.reason(folders: Int(sharedFolders)) + "; " + assignment.reason, conflict: assignment.conflict)
                            }
                            shared.base[id] = assignment
                        }
                    }
                }
            }
        }
    }

    /// What classifying a type reads of the others, in place: the types and their supertypes.
    private struct Lineage {
        let types: UnsafeBufferPointer<ProjectType>
        let ids: UnsafeBufferPointer<Int32>
        let starts: [Int]

        func supertypes(of id: Int) -> UnsafeBufferPointer<Int32> {
            UnsafeBufferPointer(rebasing: ids[starts[id]..<starts[id + 1]])
        }
    }

    /// Per type, a number for the scoped presets that hold its path (its area: `use mvvm in
    /// Bookmarks/**`); types with the same number are read by the same rules. Empty when no
    /// role rule has a scope: then every type is in one area.
    static func areas(of types: [ProjectType], rules: RuleSet) -> [Int32] {
        var scopes: [RuleScope] = []
        for rule in rules.roleRules where !rule.scope.isEverywhere && !scopes.contains(rule.scope) { scopes.append(rule.scope) }
        guard !scopes.isEmpty else { return [] }
        var numbers: [[Bool]: Int32] = [:]
        var byPath: [String: Int32] = [:]
        return types.indices.map { id in
            let path = types[id].relativePath
            if let known = byPath[path] { return known }
            let holding = scopes.map { $0.contains(path) }
            let number = numbers[holding] ?? Int32(numbers.count)
            numbers[holding] = number
            byPath[path] = number
            return number
        }
    }

    /// The types in waves: the first those with no project supertype, each next one those whose
    /// supertypes are all in earlier waves. Found depth-first with an explicit stack; a cycle
    /// (invalid Swift) is cut where it closes, as if the closing supertype were external.
    static func waves(_ supertypes: Supertypes) -> [[ProjectType.ID]] {
        let count = supertypes.starts.count - 1
        var depth = [Int](repeating: -1, count: count)
        var state = [UInt8](repeating: 0, count: count) // 0 new, 1 open, 2 done
        var waves: [[ProjectType.ID]] = []
        for root in 0..<count where state[root] == 0 {
            var stack = [root]
            while let id = stack.last {
                if state[id] == 0 {
                    state[id] = 1
                    for position in supertypes.starts[id]..<supertypes.starts[id + 1] {
                        let parent = Int(supertypes.ids[position])
                        if parent >= 0, state[parent] == 0 { stack.append(parent) }
                    }
                    continue
                }
                stack.removeLast()
                if state[id] == 2 { continue }
                state[id] = 2
                // Supertypes still open close a cycle: they do not hold this type back.
                var level = 0
                for position in supertypes.starts[id]..<supertypes.starts[id + 1] {
                    let parent = Int(supertypes.ids[position])
                    if parent >= 0, state[parent] == 2 { level = max(level, depth[parent] + 1) }
                }
                depth[id] = level
                if level == waves.count { waves.append([]) }
                waves[level].append(id)
            }
        }
        return waves
    }

    /// What classifying one type after another can share: the rules' patterns gathered into
    /// filters, the role rules per path, and the path rule of the last path asked about (the
    /// types of one file come one after another).
    private struct Context: Sendable {
        /// The role rules whose scope holds one path: the rules, and per index of
        /// `rules.roleRules` whether it is among them.
        struct Applicable {
            var rules: [RoleRule]
            /// Each rule's index in `rules.roleRules`.
            var indices: [Int]
            var holds: [Bool]
        }

        let rules: RuleSet
        /// True when no role rule has a scope: every path gets all of them.
        let unscoped: Bool
        let all: Applicable
        var byPath: [String: Applicable] = [:]
        /// The rules for the path of the type being classified (see ``select(path:)``), read in
        /// place: a list per type returned by value would be retained and released per type.
        private(set) var current: Applicable
        private var currentPath: String?
        /// The last path ``pathRule(at:applicable:)`` looked at, and the path rule it found.
        var lastPathRule: (path: String, found: (rule: RoleRule, pattern: Pattern)?)?
        /// Every inheritance pattern in one filter, with each one's rule and index in it, in rule
        /// order. Matching a supertype name against it costs less than remembering the name
        /// would: most supertypes are a type's own protocol, named by that type alone.
        let inheritanceNames: NameFilter
        let inheritanceOrigins: [(rule: Int, pattern: Int)]
        /// Per composition root rule: the same for its patterns.
        let rootFilters: [NameFilter]
        /// Every composition root pattern in one filter: most names match none.
        let anyRoot: NameFilter
        /// Every `is named` (and, for functions, `functions are named`) pattern in one filter,
        /// with each one's rule and index in it, in rule order.
        let typeNames: NameFilter
        let typeNameOrigins: [(rule: Int, pattern: Int)]
        let functionNames: NameFilter
        let functionNameOrigins: [(rule: Int, pattern: Int)]
        /// Per pattern of those filters: the reason a match gives, written once, not per type;
        /// the role its rule gives; and its weight (see ``nameMatches(_:context:)``), so that
        /// matching a name reads no rule (copying one from every core, type after type, would
        /// retain and release the lists in it, the cores queueing on their counts).
        let typeNameReasons: [String]
        let functionNameReasons: [String]
        let typeNameRoles: [String]
        let functionNameRoles: [String]
        let typeNameWeights: [Int]
        let functionNameWeights: [Int]
        /// Whether any rule lists types by name (`Presenter includes LoginHandler`); most rule
        /// sets have none, and then no type needs looking up in the lists.
        let hasExplicitRoles: Bool
        /// Per type, why its file is test code; empty when the rules `check tests`.
        var testFiles: [TestCode.FileReason] = []
        /// Per type, its area (see ``Classifier/areas(of:rules:)``); empty when there is one.
        var areas: [Int32] = []
        /// Per type, how many folders besides its own use it when it is observable state shared
        /// across screens (see ``SharedState``), else 0; empty when no type is.
        var sharedObservables: [Int32] = []
        /// The names of test doubles (see ``TestCode/doubles``).
        let doubles = NameFilter(TestCode.doubles)
        /// The qualified names of the types that conform to a `*Representable` protocol (SwiftUI
        /// wrappers of UIKit and AppKit views): the types they nest are the platform's.
        var representables: Set<String> = []
        /// The `is plain data` rules, by index in `rules.roleRules`.
        let plainDataRules: [Int]
        /// The qualified names of the types that declare nested types (Clean Swift's `enum
        /// CreateOrder` of requests and responses is a namespace of models, not a helper).
        var enclosing: Set<String> = []
        /// The roles that stand for data (see ``Classifier/dataRoles(_:)``).
        let dataRoles: Set<String>
        /// Per module the build descriptions name, what its files import.
        var moduleImports: [String: Set<String>] = [:]

        /// The role plain data takes at the current path: a scoped preset's, else the last one
        /// used everywhere.
        func plainDataRole() -> String? {
            var found: RoleRule?
            for index in plainDataRules where current.holds[index] {
                let rule = rules.roleRules[index]
                if found == nil || found!.scope.isEverywhere || !rule.scope.isEverywhere { found = rule }
            }
            return found?.role
        }

        init(rules: RuleSet) {
            self.rules = rules
            unscoped = rules.roleRules.allSatisfy { $0.scope.isEverywhere }
            plainDataRules = rules.roleRules.indices.filter { rules.roleRules[$0].signal == .plainData }
            dataRoles = Classifier.dataRoles(rules)
            hasExplicitRoles = rules.roleRules.contains { rule in
                if case .explicit = rule.signal { return true }
                return false
            }
            all = Applicable(rules: rules.roleRules, indices: Array(rules.roleRules.indices), holds: Array(repeating: true, count: rules.roleRules.count))
            current = all
            var rootFilters: [NameFilter] = []
            var rootPatterns: [Pattern] = []
            for rule in rules.compositionRoots {
                rootFilters.append(NameFilter(rule.patterns))
                rootPatterns += rule.patterns
            }
            self.rootFilters = rootFilters
            anyRoot = NameFilter(rootPatterns)
            var typePatterns: [Pattern] = [], typeOrigins: [(rule: Int, pattern: Int)] = []
            var functionPatterns: [Pattern] = [], functionOrigins: [(rule: Int, pattern: Int)] = []
            var inheritancePatterns: [Pattern] = [], inheritanceOrigins: [(rule: Int, pattern: Int)] = []
            for (index, rule) in rules.roleRules.enumerated() {
                switch rule.signal {
                case .inheritance(let patterns):
                    // An attribute pattern (`@Observable`) marks a type, it names no supertype.
                    for position in patterns.indices where !patterns[position].isAttribute {
                        inheritancePatterns.append(patterns[position])
                        inheritanceOrigins.append((index, position))
                    }
                case .name(let patterns):
                    typePatterns += patterns
                    for position in patterns.indices { typeOrigins.append((index, position)) }
                case .functionName(let patterns):
                    functionPatterns += patterns
                    for position in patterns.indices { functionOrigins.append((index, position)) }
                default:
                    break
                }
            }
            typeNames = NameFilter(typePatterns)
            typeNameOrigins = typeOrigins
            functionNames = NameFilter(functionPatterns)
            functionNameOrigins = functionOrigins
            let reason = { (pattern: Pattern) in "\(pattern.isQualified ? "qualified name matches" : "name matches") '\(pattern.text)'" }
            typeNameReasons = typePatterns.map(reason)
            functionNameReasons = functionPatterns.map(reason)
            // Qualified-name patterns outrank simple ones, scoped rules outrank rules used
            // everywhere, and then the pattern with the most literal characters wins.
            let weight = { (origin: (rule: Int, pattern: Int), pattern: Pattern) in
                pattern.literalCount + (pattern.isQualified ? 1_000 : 0) + (rules.roleRules[origin.rule].scope.isEverywhere ? 0 : 10_000)
            }
            typeNameRoles = typeOrigins.map { rules.roleRules[$0.rule].role }
            functionNameRoles = functionOrigins.map { rules.roleRules[$0.rule].role }
            typeNameWeights = zip(typeOrigins, typePatterns).map(weight)
            functionNameWeights = zip(functionOrigins, functionPatterns).map(weight)
            inheritanceNames = NameFilter(inheritancePatterns)
            self.inheritanceOrigins = inheritanceOrigins
        }

        /// The path rule that gives a type at `path` its role: among the applicable rules, a
        /// scoped preset's beats one used everywhere; otherwise the first wins.
        mutating func pathRule(at path: String, applicable: [RoleRule]) -> (rule: RoleRule, pattern: Pattern)? {
            if let last = lastPathRule, last.path == path { return last.found }
            var byPath: (rule: RoleRule, pattern: Pattern)?
            for rule in applicable {
                guard case .path(let patterns) = rule.signal,
                      let pattern = patterns.first(where: { $0.matchesPath(path) }) else { continue }
                if byPath == nil || (byPath!.rule.scope.isEverywhere && !rule.scope.isEverywhere) { byPath = (rule, pattern) }
            }
            lastPathRule = (path, byPath)
            return byPath
        }

        /// Makes ``current`` the rules whose scope holds `path`.
        mutating func select(path: String) {
            if unscoped || path == currentPath { return }
            currentPath = path
            if let known = byPath[path] {
                current = known
                return
            }
            var found = Applicable(rules: [], indices: [], holds: Array(repeating: false, count: rules.roleRules.count))
            for index in rules.roleRules.indices where rules.roleRules[index].scope.contains(path) {
                found.rules.append(rules.roleRules[index])
                found.indices.append(index)
                found.holds[index] = true
            }
            byPath[path] = found
            current = found
        }

        /// The inheritance rules (by index) with a pattern `name` matches, each with its first
        /// such pattern, in rule order; whatever the rules' scopes.
        func inheritanceMatches(_ name: String) -> [(rule: Int, pattern: Pattern)] {
            var found: [(rule: Int, pattern: Pattern)] = []
            // A dotted name (`UIKit.UIViewController`) also matches by its last component:
            // those take the glob path.
            if QualifiedName.isDotted(name) {
                for index in rules.roleRules.indices {
                    guard case .inheritance(let patterns) = rules.roleRules[index].signal,
                          let pattern = patterns.first(where: { !$0.isAttribute && matches($0, name) }) else { continue }
                    found.append((index, pattern))
                }
                return found
            }
            // The matches come in rule, then pattern order: keep each rule's first.
            for match in inheritanceNames.matches(name: name, qualifiedName: name) {
                let origin = inheritanceOrigins[match]
                guard found.last?.rule != origin.rule,
                      case .inheritance(let patterns) = rules.roleRules[origin.rule].signal else { continue }
                found.append((origin.rule, patterns[origin.pattern]))
            }
            return found
        }
    }

    /// What classifying reads of a type, taken from the types array field by field: passing the
    /// type itself would copy it, retaining every string and list it holds, once per type.
    private struct Subject {
        var name: String
        var qualifiedName: String
        var kind: DeclarationKind
        var relativePath: String
        var attributes: [String]
        /// The supertypes as written, in the order of ``Supertypes``.
        var inherits: [String]
        var annotatedRole: (name: String, location: SourceLocation)?
        var shape: TypeShape
        var module: String?
        /// Why the type's file is test code (`.none` also when the rules `check tests`).
        var testFile: TestCode.FileReason
        /// What the header of the type's file says when it is generated code, else nil.
        var generatedMarker: String?
        /// How many folders besides its own use the type, when it is shared observable state.
        var sharedFolders: Int32 = 0

        init(_ types: UnsafeBufferPointer<ProjectType>, _ id: ProjectType.ID, testFile: TestCode.FileReason, sharedFolders: Int32 = 0) {
            self.testFile = testFile
            self.sharedFolders = sharedFolders
            generatedMarker = types[id].generatedMarker
            name = types[id].name
            qualifiedName = types[id].qualifiedName
            kind = types[id].kind
            relativePath = types[id].relativePath
            attributes = types[id].attributes
            inherits = types[id].inherits
            annotatedRole = types[id].annotatedRole
            shape = types[id].shape
            module = types[id].module
        }
    }

    /// A type's role, read with the rules of `area` (its own, or, for a supertype in another
    /// area, those of the subtype's: see ``supertypeRole(_:known:context:lineage:area:at:depth:)``)
    /// at `rulesPath`, the path that selects them (the subtype's, or nil for its own).
    private static func assign(
        _ type: borrowing Subject, supertypes: UnsafeBufferPointer<Int32>, known: UnsafeBufferPointer<RoleAssignment>, context: inout Context,
        lineage: Lineage, area: Int32, rulesPath: String? = nil, depth: Int = 0
    ) -> RoleAssignment {
        if !context.rules.checksTests, let test = testCode(type, supertypes: supertypes, known: known, context: context) { return test }
        var unknownAnnotation: String?
        if let annotation = type.annotatedRole {
            if context.rules.roles.contains(annotation.name) {
                return RoleAssignment(role: annotation.name, reason: "annotated '// archlint:role \(annotation.name)' at line \(annotation.location.line)")
            }
            unknownAnnotation = "annotation names unknown role '\(annotation.name)' at line \(annotation.location.line)"
        }
        let rulesPath = rulesPath ?? type.relativePath
        context.select(path: rulesPath)

        if context.hasExplicitRoles, let explicit = explicitRole(type, rules: context.current.rules) { return explicit }
        if let root = compositionRoot(type, roots: context.rules.compositionRoots, filters: context.rootFilters, any: context.anyRoot) { return root }

        // `fromRule`: a framework base or attribute a rule names (scoped or not), as opposed to
        // the role of a project supertype, which is already scope-aware.
        // `strong`: a framework base, or a project superclass whose role is strong; a project
        // protocol's role is one protocol's propagation, weak unless the type's own name agrees.
        var inherited: [(role: String, reason: RoleAssignment.InheritanceReason, fromRule: Bool, scoped: Bool, strong: Bool)] = []
        // A role a supertype has only from its folder is as weak as a folder: a repository in
        // Data/ conforming to a protocol in Domain/ belongs to Data. Such roles count last.
        var byFolderOfSupertype: [(role: String, reason: RoleAssignment.InheritanceReason)] = []
        // A role a supertype has only from a name is as strong as that name (see below).
        var byNameOfSupertype: [(role: String, reason: RoleAssignment.InheritanceReason, weight: Int, strong: Bool)] = []
        // What the type's own structure turned down, said in its reason.
        var vetoes: [String] = []
        for (position, name) in type.inherits.enumerated() {
            let id = Int(supertypes[position])
            if id >= 0, let role = known[id].role, isCallback(lineage.types[id], known[id]) {
                // A delegate or data source is its caller's callback: implementing one makes a
                // type no Coordinator because the protocol is named `*CoordinatorDelegate`.
                vetoes.append("conforms to \(name) (\(role) by \(known[id].reason)), a callback its caller declares: not its implementer's role")
                continue
            }
            // A struct or enum is nobody's supertype: a name resolved to one (`App`, SwiftUI's
            // protocol, read as the app's reducer struct) passes on no strength.
            let superclassStrength = id >= 0 && known[id].strength == .strong
                && (lineage.types[id].kind == .class || lineage.types[id].kind == .protocol && known[id].isPlatformConformance)
            if id >= 0, !context.areas.isEmpty, context.areas[id] != area, !known[id].isTestCode, depth < 16 {
                // A supertype in another area has its role by that area's rules (an MVC
                // Controller); here it is read by this one's (the View a hosting controller is
                // in MVVM).
                let here = assign(
                    Subject(lineage.types, id, testFile: .none), supertypes: lineage.supertypes(of: id), known: known, context: &context,
                    lineage: lineage, area: area, rulesPath: rulesPath, depth: depth + 1)
                context.select(path: rulesPath)
                if let role = here.role, !here.isTestCode {
                    if here.isByPath {
                        byFolderOfSupertype.append((role, .conformsHere(to: name, role: role, reason: here.reason)))
                    } else if here.nameWeight > 0 {
                        byNameOfSupertype.append((role, .conformsHere(to: name, role: role, reason: here.reason), here.nameWeight, superclassStrength))
                    } else {
                        inherited.append((role, .conformsHere(to: name, role: role, reason: here.reason), false, false, superclassStrength))
                    }
                }
            } else if id >= 0, let role = known[id].role {
                if known[id].isByPath {
                    byFolderOfSupertype.append((role, .conforms(to: name, role: role)))
                } else if known[id].nameWeight > 0 {
                    byNameOfSupertype.append((role, .conforms(to: name, role: role), known[id].nameWeight, superclassStrength))
                } else {
                    inherited.append((role, .conforms(to: name, role: role), false, false, superclassStrength))
                }
            }
            // Most supertypes match no rule and most types have no attribute: no loop to start
            // then (an unoptimized build looks up type metadata for each).
            let matches = context.inheritanceMatches(name)
            if matches.isEmpty { continue }
            for match in matches where context.current.holds[match.rule] {
                if type.sharedFolders > 0, SharedState.isObservation(name) { continue }
                let rule = context.rules.roleRules[match.rule]
                inherited.append((rule.role, .inherits(from: name, pattern: match.pattern.text), true, !rule.scope.isEverywhere, true))
            }
        }
        if !type.attributes.isEmpty {
            // `@` and the name compared apart: joining them made a string per pattern of every rule.
            for attribute in type.attributes {
                if type.sharedFolders > 0, SharedState.isObservation("@" + attribute) { continue }
                for rule in context.current.rules {
                    guard case .inheritance(let patterns) = rule.signal,
                          patterns.contains(where: { $0.isAttribute && $0.text.utf8.dropFirst().elementsEqual(attribute.utf8) }) else { continue }
                    inherited.append((rule.role, .marked(attribute), true, !rule.scope.isEverywhere, true))
                }
            }
        }
        if inherited.contains(where: \.scoped) {
            // A scoped preset's framework bases replace those used everywhere.
            inherited.removeAll { $0.fromRule && !$0.scoped }
        }
        // Supertypes whose roles come from their names count only when no supertype's role comes
        // from structure, and then as names: the type's own name outranks them when it matches a
        // more specific pattern of another role (`WelcomeViewModel: OnboardingModel` is a
        // ViewModel: `*ViewModel` is more literal than `*Model`).
        var named: (roles: [(role: String, reason: String)], weight: Int)?
        var inheritedWeight = 0
        // Those that disagree with structure are shown as the conflict they are, not followed.
        var outranked: String?
        if !inherited.isEmpty, byNameOfSupertype.contains(where: { weak in !inherited.contains { $0.role == weak.role } }) {
            outranked = (inherited.map(\.reason.text) + byNameOfSupertype.map(\.reason.text)).joined(separator: "; ")
        } else if inherited.isEmpty, let weight = byNameOfSupertype.map(\.weight).max() {
            let own = nameMatches(type, context: context)
            named = own
            if own.weight <= weight || own.roles.contains(where: { role in byNameOfSupertype.contains { $0.role == role.role } }) {
                inherited = byNameOfSupertype.map { ($0.role, $0.reason, false, false, $0.strong) }
                inheritedWeight = weight
            }
        }
        let inheritedRoles = distinct(inherited.map(\.role))
        // Generated code takes a role from structure only (a Core Data class Xcode wrote is still
        // an NSManagedObject): a generator's names and folders are not the app's architecture.
        if let marker = type.generatedMarker, inheritedRoles.count != 1 || inheritedWeight > 0 {
            return RoleAssignment(role: nil, reason: "generated code (its header says '\(marker)'): no role by name or folder")
        }
        if inheritedRoles.count == 1 {
            var assignment = RoleAssignment(role: inheritedRoles[0], evidence: .inheritance(inherited[0].reason), conflict: outranked ?? unknownAnnotation)
            assignment.nameWeight = inheritedWeight
            assignment.isPlatformConformance = inherited.contains { entry in
                if entry.fromRule { return true }
                switch entry.reason {
                case .conforms(let name, _), .conformsHere(let name, _, _):
                    return type.inherits.firstIndex(of: name).map { position in
                        let id = Int(supertypes[position])
                        return id >= 0 && known[id].isPlatformConformance
                    } ?? false
                default: return false
                }
            }
            // A type named after the protocol it implements (`ListServiceImpl: ListService`,
            // `DefaultMoviesRepository: MoviesRepository`) says so itself: its own name agrees.
            let namedAfterIt = inherited.contains { entry in
                switch entry.reason {
                case .conforms(let name, _), .conformsHere(let name, _, _):
                    let protocolName = lastComponent(name)
                    return protocolName.utf8.count > 3 && type.name.contains(protocolName)
                default: return false
                }
            }
            if !inherited.contains(where: \.strong), !namedAfterIt {
                let own = named ?? nameMatches(type, context: context)
                if !own.roles.contains(where: { $0.role == inheritedRoles[0] }) { assignment.strength = .weak }
            }
            return assignment
        }
        var (byName, nameWeight) = named ?? nameMatches(type, context: context)
        if !byName.isEmpty, borrowedName(type, context: context) == nil {
            // The type's own structure turns down a name it cannot be (`enum BadgeView`); a
            // platform idiom's own reason (below) says more.
            byName.removeAll { candidate in
                guard let veto = nameVeto(candidate.role, type, context: context) else { return false }
                vetoes.append("\(candidate.reason) but \(veto)")
                return true
            }
        }
        if inheritedRoles.count > 1 {
            let conflict = inherited.map(\.reason.text).joined(separator: "; ")
            if let named = byName.first, byName.count == 1, inheritedRoles.contains(named.role) {
                var assignment = RoleAssignment(role: named.role, reason: named.reason + ", among conflicting supertypes", conflict: conflict)
                assignment.nameWeight = nameWeight
                return assignment
            }
            return RoleAssignment(role: nil, reason: "conflicting supertypes", conflict: conflict)
        }

        var borrowed: String?
        if byName.contains(where: { !$0.reason.hasPrefix("qualified") }), let idiom = borrowedName(type, context: context) {
            // The name is the platform's idiom, not the architecture's: the structure disagrees.
            borrowed = "\(byName.map(\.reason).joined(separator: "; ")) but \(idiom)"
        } else if let named = byName.first {
            if byName.count > 1 {
                return RoleAssignment(role: nil, reason: "name matches several roles", conflict: byName.map(\.reason).joined(separator: "; "))
            }
            var assignment = RoleAssignment(role: named.role, reason: named.reason, conflict: unknownAnnotation)
            assignment.nameWeight = nameWeight
            return assignment
        }

        var namesItsFile: String?
        if let byPath = context.pathRule(at: type.relativePath, applicable: context.current.rules) {
            if isNamedFile(type.relativePath, by: byPath.pattern.text, qualifiedName: type.qualifiedName) {
                namesItsFile = "path matches '\(byPath.pattern.text)', but the file is named after the type, whose own name matches no pattern"
            } else if let what = notCollected(type, byFilePattern: byPath.pattern.text, context: context) {
                vetoes.append("path matches '\(byPath.pattern.text)' but \(what), not what the file collects")
            } else {
                var assignment = RoleAssignment(role: byPath.rule.role, evidence: .path(pattern: byPath.pattern.text), conflict: unknownAnnotation, isByPath: true)
                if isDeclared(byPath.rule.origin) {
                    assignment.strength = .strong
                } else if context.dataRoles.contains(byPath.rule.role), let backing = dataShape(type) {
                    // A data folder's role backed by the type's shape (a `Codable` record in
                    // `Entities/`) is two signals agreeing: strong.
                    assignment.reason += "; its shape agrees: \(backing)"
                    assignment.strength = .strong
                }
                if !vetoes.isEmpty { assignment.reason += "; " + vetoes.joined(separator: "; ") }
                return assignment
            }
        }
        if let first = byFolderOfSupertype.first, distinct(byFolderOfSupertype.map(\.role)).count == 1 {
            return RoleAssignment(role: first.role, evidence: .inheritance(first.reason), conflict: unknownAnnotation, isByPath: true)
        }
        let notes = ([borrowed ?? namesItsFile].compactMap { $0 } + vetoes)
        let note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        if let role = context.plainDataRole(), let shape = plainData(kind: type.kind, qualifiedName: type.qualifiedName, inherits: type.inherits, shape: type.shape) {
            let after = note.map { "; \($0)" } ?? ""
            var assignment = RoleAssignment(role: role, reason: "plain data (\(shape.text)); no other rule gives it a role\(after)", conflict: unknownAnnotation)
            assignment.isPlainData = true
            assignment.strength = .weak
            // What it uses decides, once every other type has its role (see ``confirmPlainData``).
            if shape.mustUseOnlyData { assignment.unlessHoldsOnlyData = note ?? "no rule matches" }
            return assignment
        }
        return RoleAssignment(role: nil, reason: note ?? "no rule matches", conflict: unknownAnnotation)
    }

    /// The roles whose types act (hold state, call, show, navigate): an enum or a plain data
    /// struct cannot be one, whatever its name says (`enum BadgeView`, `struct PopularRepository
    /// { let name: String; let stars: Int }`). The data roles (Model, Entity, State, Action) and
    /// the roles an enum of static builders may play (a VIPER `Router`) are not among them, nor
    /// are the roles whose names no data type borrows in practice (a `Presenter`).
    static let actingRoles: Set<String> = ["View", "ViewController", "SwiftUIView", "ViewModel", "Service", "Coordinator"]

    /// Roles that only code showing things can have: a module that imports no UI framework has
    /// none of them. A ViewModel may bind with a reactive framework instead.
    static let screenRoles: [String: Set<String>] = {
        let ui: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "CarPlay", "MapKit", "WebKit", "SpriteKit", "SceneKit"]
        let binding = ui.union(["Combine", "Observation", "RxSwift", "RxCocoa", "RxRelay", "ReactiveSwift", "ReactiveCocoa", "Bond", "ComposableArchitecture"])
        return ["View": ui, "ViewController": ui, "SwiftUIView": ui, "ViewModel": binding]
    }()

    /// Why the type's own structure turns down a role its name gives, or nil when it does not.
    private static func nameVeto(_ role: String, _ type: borrowing Subject, context: borrowing Context) -> String? {
        if actingRoles.contains(role) {
            if type.kind == .enum { return "it is an enum" }
            // A cell's view model is often a value (`struct MoviesListItemViewModel: Equatable`),
            // and a class has identity whatever it holds: only a struct of another role is data.
            if type.kind == .struct, role != "ViewModel",
               let shape = plainData(kind: type.kind, qualifiedName: type.qualifiedName, inherits: type.inherits, shape: type.shape) {
                return "it is plain data (\(shape.text))"
            }
        }
        // Only a module the build descriptions name (a loose folder's files are one app), and
        // only a value: a class of such a module may still be the screen's, built on a base the
        // app's UI module gives it.
        if type.kind == .struct || type.kind == .enum, let frameworks = screenRoles[role], let module = type.module,
           let imports = context.moduleImports[module], imports.isDisjoint(with: frameworks) {
            return "it is a value in a module that imports no UI framework"
        }
        return nil
    }

    /// What in a type's shape says it is data, or nil: a value protocol it declares, or the
    /// shape of plain data.
    private static func dataShape(_ type: borrowing Subject) -> String? {
        if let value = type.inherits.first(where: valueProtocols.contains) { return "it declares \(value)" }
        if let shape = plainData(kind: type.kind, qualifiedName: type.qualifiedName, inherits: type.inherits, shape: type.shape) {
            return "plain data (\(shape.text.split(separator: ";").first ?? ""))"
        }
        return nil
    }

    /// Why a file-name pattern (`**/*Models.swift`) does not give its role to a declaration of
    /// the file: a free function or a helper enum (no cases) is not what the file collects.
    private static func notCollected(_ type: borrowing Subject, byFilePattern pattern: String, context: borrowing Context) -> String? {
        guard pattern.hasSuffix(".swift") else { return nil }
        if type.kind == .function { return "it is a function" }
        if type.kind == .enum, type.shape.cases == 0, !context.enclosing.contains(type.qualifiedName) {
            return "it is a helper enum (no cases, no nested types)"
        }
        return nil
    }

    /// A delegate or data source protocol whose role comes from its name or folder: its role is
    /// its caller's (see ``rolesFromConformers``), not one its implementers take.
    private static func isCallback(_ type: borrowing ProjectType, _ assignment: borrowing RoleAssignment) -> Bool {
        guard type.kind == .protocol, assignment.nameWeight > 0 || assignment.isByPath else { return false }
        return TestCode.name(type.name, endsWith: "Delegate") || TestCode.name(type.name, endsWith: "DataSource")
    }

    /// True when a file-name pattern with a wildcard (`**/*Models.swift`: files that collect
    /// models) matched the file of the one type it is named after (`OnboardingAuthStepModels` in
    /// `OnboardingAuthStepModels.swift`, an onboarding step): the file's name is then that type's
    /// own name, which the name patterns have judged already, not what the file collects. A
    /// literal file name (`**/Entity.swift`) means that very file.
    static func isNamedFile(_ path: String, by pattern: String, qualifiedName: String) -> Bool {
        let fileComponent = pattern.split(separator: "/").last ?? ""
        guard fileComponent.hasSuffix(".swift"), fileComponent.contains("*") else { return false }
        let file = path.split(separator: "/").last ?? ""
        return file.hasSuffix(".swift") && file.dropLast(".swift".count) == qualifiedName
    }

    /// Platform idioms that borrow a role's name, told by the type's own structure: a nested
    /// namespace of constants (`enum ViewTraits { enum View … }`), the `Coordinator` a
    /// `UIViewRepresentable` nests, an enum of requests (`enum APIRouter: URLRequestConvertible`).
    /// Returns why the name does not count, or nil when it does.
    private static func borrowedName(_ type: borrowing Subject, context: borrowing Context) -> String? {
        let isNested = QualifiedName.isDotted(type.qualifiedName)
        let shape = type.shape
        if isNested, type.kind == .enum, shape.cases == 0, shape.storedProperties == 0, shape.computedProperties == 0, shape.methods == 0 {
            return "it is a nested namespace (an enum with no cases)"
        }
        if isNested, !context.representables.isEmpty,
           let dot = QualifiedName.lastDot(in: type.qualifiedName, before: type.qualifiedName.utf8.count),
           context.representables.contains(String(QualifiedName.text(of: type.qualifiedName, bytes: 0..<dot))) {
            return "it is nested in a representable (the platform's coordinator of a wrapped view)"
        }
        if type.kind == .enum, let request = type.inherits.first(where: TestCode.isRequestBuilder) {
            return "it is an enum of network requests (conforms to \(request))"
        }
        return nil
    }

    /// Test code (see ``TestCode``): its file, a test base class, `@Suite`, or a double's name.
    private static func testCode(
        _ type: borrowing Subject, supertypes: UnsafeBufferPointer<Int32>, known: UnsafeBufferPointer<RoleAssignment>, context: borrowing Context
    ) -> RoleAssignment? {
        if type.testFile != .none { return RoleAssignment(role: nil, reason: type.testFile.text, isTestCode: true) }
        for (position, name) in type.inherits.enumerated() {
            let id = Int(supertypes[position])
            if id >= 0, known[id].isTestCode {
                return RoleAssignment(role: nil, reason: "test code (inherits from \(name), test code)", isTestCode: true)
            }
            if id < 0, TestCode.name(name, endsWith: "XCTestCase") || TestCode.name(name, endsWith: "QuickSpec"), TestCode.baseClasses.contains(lastComponent(name)) {
                return RoleAssignment(role: nil, reason: "test code (inherits from \(name))", isTestCode: true)
            }
        }
        if type.attributes.contains("Suite") { return RoleAssignment(role: nil, reason: "test code (marked @Suite)", isTestCode: true) }
        if type.kind != .function, let match = context.doubles.matches(name: type.name, qualifiedName: type.qualifiedName).first {
            return RoleAssignment(role: nil, reason: "test code (a test double: name matches '\(TestCode.doubles[match].text)')", isTestCode: true)
        }
        return nil
    }

    /// `Presenter includes LoginHandler`: by simple or qualified name. The last list wins.
    private static func explicitRole(_ type: borrowing Subject, rules: [RoleRule]) -> RoleAssignment? {
        for rule in rules.reversed() {
            guard case .explicit(let names) = rule.signal,
                  names.contains(type.qualifiedName) || names.contains(type.name) else { continue }
            return RoleAssignment(role: rule.role, reason: "listed in '\(rule.role) includes' at \(rule.origin)")
        }
        return nil
    }

    /// A type named like a composition root, or nested in one (a preview provider's helpers).
    private static func compositionRoot(_ type: borrowing Subject, roots: [CompositionRootRule], filters: [NameFilter], any: NameFilter) -> RoleAssignment? {
        guard !roots.isEmpty else { return nil }
        // Most types are top level: their one component is the name, no split needed.
        let isNested = QualifiedName.isDotted(type.qualifiedName)
        // Most types are no composition root: when no rule can match the name, stop here.
        if !isNested, any.matches(name: type.name, qualifiedName: type.qualifiedName).isEmpty { return nil }
        let components = isNested ? QualifiedName.components(type.qualifiedName) : [Substring(type.qualifiedName)]
        // The same for a nested type and each name enclosing it, while no pattern is qualified
        // (then the simple names are all a pattern can match).
        if isNested, !any.hasQualified, !components.contains(where: { !any.matches(name: String($0), qualifiedName: "").isEmpty }) {
            return nil
        }
        for (ruleIndex, rule) in roots.enumerated() where rule.scope.contains(type.relativePath) {
            for depth in stride(from: components.count, through: 1, by: -1) {
                let simple = String(components[depth - 1])
                let prefix = filters[ruleIndex].hasQualified ? components.prefix(depth).joined(separator: ".") : simple
                guard let first = filters[ruleIndex].matches(name: simple, qualifiedName: prefix).first else { continue }
                let pattern = rule.patterns[first]
                let name = components.prefix(depth).joined(separator: ".")
                if depth < components.count {
                    return RoleAssignment(role: nil, reason: "nested in composition root \(name)", isCompositionRoot: true)
                }
                let how = pattern.text == type.name ? "" : " (name matches '\(pattern.text)')"
                return RoleAssignment(role: nil, reason: "composition root\(how)", isCompositionRoot: true)
            }
        }
        return nil
    }

    /// Name matches, keeping for each role its most specific pattern. Qualified-name patterns
    /// outrank simple ones, scoped rules outrank rules used everywhere, and then the pattern with
    /// the most literal characters wins (`*ViewModel` over `*Model`).
    ///
    /// A name that matches no pattern but ends in a number (`ViewController2`, `HomeViewModel3`:
    /// a second version of a screen, a copy kept beside the first) is matched without it.
    private static func nameMatches(_ type: borrowing Subject, context: borrowing Context) -> (roles: [(role: String, reason: String)], weight: Int) {
        var best: [(match: Int, weight: Int)] = []
        let isFunction = type.kind == .function
        // One filter over every rule's patterns gives the matches in rule and pattern order.
        var matches = isFunction
            ? context.functionNames.matches(name: type.name, qualifiedName: type.qualifiedName)
            : context.typeNames.matches(name: type.name, qualifiedName: type.qualifiedName)
        var numbered = false
        if matches.isEmpty, let digits = trailingDigits(type.name) {
            let name = String(type.name.utf8.dropLast(digits))!
            let qualifiedName = String(type.qualifiedName.utf8.dropLast(digits))!
            matches = isFunction
                ? context.functionNames.matches(name: name, qualifiedName: qualifiedName)
                : context.typeNames.matches(name: name, qualifiedName: qualifiedName)
            numbered = !matches.isEmpty
        }
        for match in matches {
            let rule = isFunction ? context.functionNameOrigins[match].rule : context.typeNameOrigins[match].rule
            guard context.current.holds[rule] else { continue }
            best.append((match, isFunction ? context.functionNameWeights[match] : context.typeNameWeights[match]))
        }
        guard let top = best.map(\.weight).max() else { return ([], 0) }
        var roles: [(role: String, reason: String)] = []
        for candidate in best where candidate.weight == top {
            let role = isFunction ? context.functionNameRoles[candidate.match] : context.typeNameRoles[candidate.match]
            if roles.contains(where: { $0.role == role }) { continue }
            let reason = isFunction ? context.functionNameReasons[candidate.match] : context.typeNameReasons[candidate.match]
            roles.append((role, numbered ? reason + " (trailing number ignored)" : reason))
        }
        return (roles, top)
    }

    /// How many ASCII digits end `name`, when something else comes before them.
    static func trailingDigits(_ name: String) -> Int? {
        var count = 0
        for byte in name.utf8.reversed() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            count += 1
        }
        return count > 0 && count < name.utf8.count ? count : nil
    }

    /// A supertype or type name against a pattern: qualified patterns compare the qualified name,
    /// simple ones the whole name or its last component (`UIKit.UIViewController`).
    static func matches(_ pattern: Pattern, _ name: String) -> Bool {
        pattern.matchesTypeName(name)
    }

    /// The roles without repeats, in order. A type has a handful of candidates at most: a
    /// linear search costs less than a set.
    private static func distinct(_ roles: [String]) -> [String] {
        if roles.count < 2 { return roles }
        var kept: [String] = []
        for role in roles where !kept.contains(role) { kept.append(role) }
        return kept
    }

    static func lastComponent(_ name: String) -> String {
        QualifiedName.lastComponent(name)
    }
}

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
                    let qualifiedName = types[id].qualifiedName
                    let scope = QualifiedName.lastDot(in: qualifiedName, before: qualifiedName.utf8.count)
                        .map { String(QualifiedName.text(of: qualifiedName, bytes: 0..<$0)) } ?? ""
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

/// Which of a list of name patterns match a name, without globbing most of them: plain names
/// (`UIViewController`), `*Suffix`, `?*Suffix`, `Prefix*` and `Prefix*Suffix` patterns, the presets' usual
/// kinds, are compared by their bytes, bucketed by their last (or first) byte, so a name is
/// compared only with the few patterns that end (or start) like it. Other patterns are matched
/// with the glob as usual.
struct NameFilter: Sendable {
    /// A literal's bytes: a range of ``bytes``.
    private struct Text: Sendable {
        var start: Int32
        var count: Int32
    }

    /// A plain, `*Suffix` or `Prefix*` pattern: its index among the patterns and its literal.
    private struct Literal: Sendable {
        var index: Int32
        var text: Text
        /// A whole name (`View`) rather than a suffix (`*View`).
        var isExact: Bool
        /// For a suffix: how many bytes must come before it, 1 for `?*Client` (a name that is
        /// only the suffix, a `Client` or a `Repository`, is as often a model as a service).
        var lead: Int32 = 0
    }

    /// A `Prefix*Suffix` pattern (`UI*Cell`).
    private struct Affix: Sendable {
        var index: Int32
        var prefix: Text
        var suffix: Text
    }

    /// Every literal's bytes, end to end. The lists below hold numbers only: every core reads
    /// them for every type, and a list of lists (or of arrays of bytes) would be retained and
    /// released at each read, the cores queueing on the shared counts.
    private var bytes: [UInt8] = []
    /// Plain and `*Suffix` patterns by the last byte of their text: those ending in byte `b` are
    /// `suffixes[suffixStarts[b]..<suffixStarts[b + 1]]`.
    private var suffixes: [Literal] = []
    private var suffixStarts: [Int32] = []
    /// `Prefix*` patterns by the first byte of their text, the same way.
    private var prefixes: [Literal] = []
    private var prefixStarts: [Int32] = []
    /// `Prefix*Suffix` patterns by the first byte of their text, the same way.
    private var affixes: [Affix] = []
    private var affixStarts: [Int32] = []
    /// Every other name pattern that starts with a literal byte (`Mock[A-Z]*`), with its index,
    /// by that byte, the same way: a name that starts otherwise cannot match it, and most names
    /// are turned down without running the glob.
    private var leading: [(index: Int, pattern: Pattern)] = []
    private var leadingStarts: [Int32] = []
    /// Every other pattern (qualified, or starting with a wildcard), with its index.
    private var others: [(index: Int, pattern: Pattern)] = []
    /// Whether a pattern is qualified (`*.*.ViewModel`): those match the qualified name.
    private(set) var hasQualified = false

    init(_ patterns: [Pattern]) {
        let special: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "."), UInt8(ascii: "@")]
        var suffixBuckets: [[Literal]] = Array(repeating: [], count: 256)
        var prefixBuckets: [[Literal]] = Array(repeating: [], count: 256)
        var affixBuckets: [[Affix]] = Array(repeating: [], count: 256)
        var leadingBuckets: [[(index: Int, pattern: Pattern)]] = Array(repeating: [], count: 256)
        func text<Bytes: Collection<UInt8>>(_ literal: Bytes) -> Text {
            defer { bytes += literal }
            return Text(start: Int32(bytes.count), count: Int32(literal.count))
        }
        for (index, pattern) in patterns.enumerated() {
            if pattern.isQualified { hasQualified = true }
            let patternBytes = Array(pattern.text.utf8)
            // `*` in a name pattern matches any bytes: one star inside is a prefix and a suffix.
            if let star = patternBytes.firstIndex(of: UInt8(ascii: "*")), star > 0, star < patternBytes.count - 1,
               !patternBytes[..<star].contains(where: special.contains), !patternBytes[(star + 1)...].contains(where: special.contains) {
                affixBuckets[Int(patternBytes[0])].append(Affix(
                    index: Int32(index), prefix: text(patternBytes[..<star]), suffix: text(patternBytes[(star + 1)...])))
                continue
            }
            if patternBytes.count > 1, patternBytes.last == UInt8(ascii: "*"), !patternBytes.dropLast().contains(where: special.contains) {
                prefixBuckets[Int(patternBytes[0])].append(Literal(index: Int32(index), text: text(patternBytes.dropLast()), isExact: false))
                continue
            }
            let lead = patternBytes.starts(with: [UInt8(ascii: "?"), UInt8(ascii: "*")]) ? 2 : 0
            let rest = lead == 2 ? Array(patternBytes.dropFirst(2))
                : patternBytes.first == UInt8(ascii: "*") ? Array(patternBytes.dropFirst()) : patternBytes
            guard let last = rest.last, !rest.contains(where: special.contains) else {
                let wildcards: [UInt8] = [UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "[")]
                if !pattern.isQualified, let first = patternBytes.first, !wildcards.contains(first) {
                    leadingBuckets[Int(first)].append((index, pattern))
                } else {
                    others.append((index, pattern))
                }
                continue
            }
            suffixBuckets[Int(last)].append(Literal(
                index: Int32(index), text: text(rest), isExact: rest.count == patternBytes.count, lead: lead == 2 ? 1 : 0))
        }
        (suffixes, suffixStarts) = Self.flattened(suffixBuckets)
        (prefixes, prefixStarts) = Self.flattened(prefixBuckets)
        (affixes, affixStarts) = Self.flattened(affixBuckets)
        (leading, leadingStarts) = Self.flattened(leadingBuckets)
    }

    /// The buckets end to end, with where each starts (and, last, where the last one ends).
    private static func flattened<Item>(_ buckets: [[Item]]) -> ([Item], [Int32]) {
        var items: [Item] = []
        var starts: [Int32] = []
        for bucket in buckets {
            starts.append(Int32(items.count))
            items += bucket
        }
        starts.append(Int32(items.count))
        return (items, starts)
    }

    /// The indices of the patterns that match, in ascending order: a simple pattern against
    /// `name`, a qualified one against `qualifiedName` (as ``Classifier`` matches them). The
    /// buckets are walked by position, not with `for`: an unoptimized build (the plugin's) looks
    /// up type metadata to start each `for` loop, and most buckets are empty.
    func matches(name: String, qualifiedName: String) -> [Int] {
        var found: [Int] = []
        if !others.isEmpty {
            for other in others {
                let pattern = other.pattern
                if pattern.isQualified ? pattern.matchesQualifiedName(qualifiedName) : pattern.matchesName(name) { found.append(other.index) }
            }
        }
        if let first = name.utf8.first {
            var position = Int(leadingStarts[Int(first)])
            while position < Int(leadingStarts[Int(first) + 1]) {
                if leading[position].pattern.matchesName(name) { found.append(leading[position].index) }
                position += 1
            }
        }
        var name = name
        name.withUTF8 { text in
            guard let last = text.last else { return }
            bytes.withUnsafeBufferPointer { bytes in
                let first = Int(text[0])
                var position = Int(suffixStarts[Int(last)])
                while position < Int(suffixStarts[Int(last) + 1]) {
                    let literal = suffixes[position]
                    if literal.isExact ? text.count == Int(literal.text.count) : text.count >= Int(literal.text.count + literal.lead),
                       Self.text(text, endsWith: literal.text, in: bytes) {
                        found.append(Int(literal.index))
                    }
                    position += 1
                }
                position = Int(prefixStarts[first])
                while position < Int(prefixStarts[first + 1]) {
                    let literal = prefixes[position]
                    if Self.text(text, startsWith: literal.text, in: bytes) { found.append(Int(literal.index)) }
                    position += 1
                }
                position = Int(affixStarts[first])
                while position < Int(affixStarts[first + 1]) {
                    let affix = affixes[position]
                    if text.count >= Int(affix.prefix.count + affix.suffix.count),
                       Self.text(text, startsWith: affix.prefix, in: bytes), Self.text(text, endsWith: affix.suffix, in: bytes) {
                        found.append(Int(affix.index))
                    }
                    position += 1
                }
            }
        }
        if found.count > 1 { found.sort() }
        return found
    }

    private static func text(_ text: UnsafeBufferPointer<UInt8>, startsWith literal: Text, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count >= Int(literal.count) && text.has(Self.bytes(of: literal, in: bytes), at: 0)
    }

    private static func text(_ text: UnsafeBufferPointer<UInt8>, endsWith literal: Text, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        text.count >= Int(literal.count) && text.has(Self.bytes(of: literal, in: bytes), at: text.count - Int(literal.count))
    }

    private static func bytes(of literal: Text, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[Int(literal.start)..<Int(literal.start + literal.count)])
    }
}
