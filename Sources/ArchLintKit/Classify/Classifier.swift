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
        let targetFiles = TestCode.targetFiles(of: project)
        // Independent passes in two lanes, one per core: what the rules' context reads of every
        // type and file, and the dependencies by their source; the dependencies' uses, with the
        // shared state found from them, the waves, and the files by their paths.
        let ((prepared, edgesBySource), (uses, order, sharedObservables, files)) = Parallel.pair({
            (context(rules: rules, project: project, targetFiles: targetFiles), EdgesBySource(project.dependencies, typeCount: project.types.count))
        }, {
            let uses = TypeUses(project.dependencies, typeCount: project.types.count)
            return (uses, waves(supertypes), SharedState.folders(of: project, uses: uses, targetFiles: targetFiles), FilesByPath(project))
        })
        var template = prepared
        template.sharedObservables = sharedObservables
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
        vetoNameWordsAgainstTheType(
            &assignments, project: project, rules: rules, supertypes: supertypes, edgesBySource: edgesBySource,
            isCallbackOfNamedRole: { template.typeNames.matches(name: $0, qualifiedName: $0).isEmpty == false })
        assignLocalStoresNamedAsServices(&assignments, project: project, rules: rules, supertypes: supertypes, edgesBySource: edgesBySource)
        vetoControllerNamesOfNonScreens(&assignments, project: project, rules: rules, edgesBySource: edgesBySource)
        vetoFolderRolesOfInputOutput(&assignments, project: project, rules: rules, edgesBySource: edgesBySource)
        vetoFolderRolesOfScreenParts(&assignments, project: project, rules: rules, representables: template.representables)
        confirmPlainData(&assignments, project: project, uses: uses)
        vetoPlainDataBuildingScreens(&assignments, project: project, rules: rules, uses: uses)
        vetoDataRolesOfScreenState(&assignments, project: project, rules: rules, uses: uses, edgesBySource: edgesBySource)
        rolesOfAliases(&assignments, types: project.types)
        assignHelpersToServices(&assignments, project: project, rules: rules, uses: uses)
        confirmByFile(&assignments, project: project)
        // The three readings of the extensions' code only read the final assignments: the
        // folder's on one core, the nested types' then the data's on the other, merged after in
        // that order (see ``merge(_:into:)``).
        let assigned = assignments
        let (byFolder, others) = Parallel.pair({
            Classifier.extensionCode(project, assignments: assigned, rules: rules, files: files)
        }, {
            var found: [ProjectType.ID: [ExtensionCode]] = [:]
            extensionCodeOfNestedTypes(project, assignments: assigned, rules: rules, files: files, into: &found)
            extensionCodeOfData(project, assignments: assigned, rules: rules, files: files, into: &found)
            return found
        })
        var extensionCode = byFolder
        merge(others, into: &extensionCode)
        var classification = Classification(assignments: assignments, extensionCode: extensionCode)
        classification.dataRoles = dataRoles(rules)
        if !template.areas.isEmpty {
            classification.areas = template.areas
            (classification.readings, classification.vocabularies) = readings(
                project, assignments: assignments, supertypes: supertypes, template: template, uses: uses)
        }
        return classification
    }

    /// The context every type is classified in, with what it reads of the project: its
    /// representables, why files are test code, the areas, the enclosing types and the
    /// frameworks each module imports (not yet its shared state).
    static func context(rules: RuleSet, project: Project, targetFiles: [Bool]) -> Context {
        var template = Context(rules: rules)
        for id in project.types.indices where project.types[id].inherits.contains(where: { TestCode.name($0, endsWith: "Representable") }) {
            template.representables.insert(project.types[id].qualifiedName)
        }
        // Each file's imports read once, on all cores: why the file is test code, and which
        // frameworks it imports.
        let checksTests = rules.checksTests
        let byFile = Parallel.map(project.files.count) { index in
            FileImports(
                testReason: checksTests ? .none : TestCode.fileReason(ofFileAt: index, in: project, targetFiles: targetFiles),
                frameworks: index < project.modules.count && project.modules[index] != nil ? frameworks(importedBy: project.files[index].imports) : 0)
        }
        if !checksTests { template.testFiles = TestCode.typeReasons(byFile: byFile.map(\.testReason), of: project) }
        template.areas = areas(of: project.types, rules: rules)
        // By index, each name's prefixes by their bytes: copying a type would retain every
        // string in it, and a string per prefix cost more than the set. The dots found by a
        // plain loop: `lastIndex(of:)` on a slice is generic code, a call per byte in a debug
        // build.
        for id in project.types.indices where project.types[id].isNested {
            project.types[id].qualifiedName.withBytesInPlace { bytes in
                var end = bytes.count
                while let dot = bytes.lastIndex(of: UInt8(ascii: "."), before: end) {
                    end = dot
                    if !template.enclosing.insert(bytes: UnsafeBufferPointer(rebasing: bytes[..<dot])) { break }
                }
            }
        }
        template.moduleFrameworks = moduleFrameworks(of: project, byFile: byFile)
        return template
    }

    /// What the context reads of a file's imports.
    struct FileImports: Sendable {
        /// Why the file is test code (`.none` also when the rules `check tests`).
        var testReason: TestCode.FileReason
        /// The frameworks of ``screenRoles`` it imports (see ``frameworkBits``); 0 for a file of
        /// no known module.
        var frameworks: UInt32
    }

    /// ``frameworkBits`` kept by the fast hash of their names' bytes (see ``TypeNames``), each
    /// entry's bit its id: every import of every file is looked up, most of them no framework
    /// of these, where the dictionary hashes each name with SipHash.
    static let frameworkTable: TypeNames = {
        var table = TypeNames()
        for (name, bit) in frameworkBits { table.insert(name, hash: TypeNames.hash(name), id: bit.trailingZeroBitCount) }
        return table
    }()

    /// The frameworks of ``screenRoles`` that `imports` import, as bits of ``frameworkBits``. A
    /// name that is not ASCII, whose bytes another spelling of the same characters may not
    /// share, is asked of the dictionary itself.
    static func frameworks(importedBy imports: [Import]) -> UInt32 {
        var frameworks: UInt32 = 0
        for position in imports.indices {
            let module = imports[position].module
            if let entry = frameworkTable.entry(of: module) {
                frameworks |= 1 << UInt32(frameworkTable.first(of: entry))
            } else if !module.isASCIIInPlace, let bit = frameworkBits[module] {
                frameworks |= bit
            }
        }
        return frameworks
    }

    /// Per module the build descriptions name, which frameworks of ``screenRoles`` its files
    /// import (see ``frameworkBits``), from each file's; every module with a file has an entry.
    static func moduleFrameworks(of project: Project, byFile: [FileImports]) -> [String: UInt32] {
        var found: [String: UInt32] = [:]
        // Each run of files of one module gathered before the module's entry is looked up:
        // neighbouring files mostly share their module.
        var run: (module: String, frameworks: UInt32)?
        for index in project.modules.indices {
            guard let module = project.modules[index] else { continue }
            if let current = run, current.module != module {
                found[current.module, default: 0] |= current.frameworks
                run = nil
            }
            run = (module, (run?.frameworks ?? 0) | byFile[index].frameworks)
        }
        if let run { found[run.module, default: 0] |= run.frameworks }
        return found
    }

    /// The roles of the types used from another area whose presets lack their role, as that
    /// area's rules read them: an MVC app's `ThemedHostingController` (a Controller) is, to the
    /// MVVM area that subclasses it, a View. Each area's presets are the scoped ones that hold
    /// it, or, outside every scope, those used everywhere.
    static func readings(
        _ project: Project, assignments: [RoleAssignment], supertypes: Supertypes, template: Context, uses: TypeUses
    ) -> (readings: [ProjectType.ID: [Classification.Reading]], vocabularies: [ProjectType.ID: Set<String>]) {
        let areas = template.areas
        var pathOfArea: [Int32: String] = [:]
        for id in project.types.indices where pathOfArea[areas[id]] == nil { pathOfArea[areas[id]] = project.types[id].relativePath }
        // Per source type, the roles its rules speak of (by its area and role: most share one).
        var vocabularies: [String: Set<String>] = [:]
        var vocabularyOf: [ProjectType.ID: Set<String>] = [:]
        var needed = Set<Int64>()
        for index in 0..<uses.count {
            let source = Int(uses.sources[index]), target = Int(uses.targets[index])
            guard areas[source] != areas[target], let role = assignments[target].role,
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
    static func extensionCode(
        _ project: Project, assignments: [RoleAssignment], rules: RuleSet, files: FilesByPath
    ) -> [ProjectType.ID: [ExtensionCode]] {
        var found: [ProjectType.ID: [ExtensionCode]] = [:]
        for id in project.types.indices where assignments[id].isByPath && !project.types[id].extensions.isEmpty {
            guard let role = assignments[id].role else { continue }
            for place in project.types[id].extensions where place.file != project.types[id].file {
                guard found[id]?.contains(where: { $0.file == place.file }) != true else { continue }
                guard let index = files.index(of: place.file) else { continue }
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

    /// The readings of `others` added after those of `found`, type by type, but for the files
    /// `found` already speaks for. Each reading of an extension depends only on its type and
    /// file, and each pass skips the files found before it: reading them apart, then dropping
    /// the files already found, keeps what reading them one after another keeps.
    static func merge(_ others: [ProjectType.ID: [ExtensionCode]], into found: inout [ProjectType.ID: [ExtensionCode]]) {
        for (id, codes) in others {
            guard let earlier = found[id] else {
                found[id] = codes
                continue
            }
            found[id] = earlier + codes.filter { code in !earlier.contains { $0.file == code.file } }
        }
    }

    /// The extensions of a data type (a Model's, an Entity's) written in another file, whose own
    /// types have one role that acts (`extension Cafe { var row: CafeRowViewModel }` in
    /// `CafeDetailViewModel.swift`, beside the view model and its row's value). The data knows
    /// nothing of them: such a mapping is the declaring file's code, as its readers see it, and is
    /// judged with that file's role (see ``ExtensionCode``). A type that acts (a View, an
    /// Interactor) stays the speaker of every extension of it: what an extension adds, the type
    /// does. A file declaring no type, or types of two acting roles, says nothing; its values
    /// (plain data) do not count. A type whose folder already speaks for its extensions (see
    /// ``extensionCode(_:assignments:rules:files:)``) keeps that.
    static func extensionCodeOfData(
        _ project: Project, assignments: [RoleAssignment], rules: RuleSet, files: FilesByPath,
        into found: inout [ProjectType.ID: [ExtensionCode]]
    ) {
        let dataRoles = dataRoles(rules)
        for id in project.types.indices where !project.types[id].extensions.isEmpty {
            guard let role = assignments[id].role, dataRoles.contains(role), !isProjectsWord(assignments[id]) else { continue }
            for place in project.types[id].extensions where place.file != project.types[id].file && found[id]?.contains(where: { $0.file == place.file }) != true {
                guard let index = files.index(of: place.file),
                      let declaring = actingRole(ofFile: index, besides: role, project: project, assignments: assignments, dataRoles: dataRoles) else { continue }
                found[id, default: []].append(ExtensionCode(
                    file: place.file, relativePath: project.relativePath(ofFileAt: index), role: declaring.role,
                    reason: "its file declares \(declaring.role) '\(declaring.name)'", isDeclared: declaring.isStrong))
            }
        }
    }

    /// The one role, other than `role` and the data roles, of the types file `index` declares
    /// (its values aside), with the first such type's name and whether all of them have it by
    /// strong evidence; nil when there is none or more than one.
    private static func actingRole(
        ofFile index: Int, besides role: String, project: Project, assignments: [RoleAssignment], dataRoles: Set<String>
    ) -> (role: String, name: String, isStrong: Bool)? {
        var found: (role: String, name: String, isStrong: Bool)?
        for declared in project.typesByFile[index] {
            guard let other = assignments[declared].role, !dataRoles.contains(other), !assignments[declared].isPlainData,
                  !assignments[declared].isTestCode else { continue }
            guard other != role, found == nil || found?.role == other else { return nil }
            if found == nil {
                found = (other, project.types[declared].qualifiedName, assignments[declared].strength == .strong)
            } else if assignments[declared].strength != .strong {
                found?.isStrong = false
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
        name.withBytesInPlace { bytes in
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
    struct SharedAssignments: @unchecked Sendable {
        let base: UnsafeMutablePointer<RoleAssignment>
        let count: Int
    }

    /// One wave's assignments, spread over the cores, written into `shared`.
    static func classify(
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
    struct Lineage {
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
        // One stack for every root: a list per type cost an allocation each.
        var stack: [Int] = []
        for root in 0..<count where state[root] == 0 {
            stack.append(root)
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
    static func distinct(_ roles: [String]) -> [String] {
        if roles.count < 2 { return roles }
        var kept: [String] = []
        for role in roles where !kept.contains(role) { kept.append(role) }
        return kept
    }

    static func lastComponent(_ name: String) -> String {
        QualifiedName.lastComponent(name)
    }
}
