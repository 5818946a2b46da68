/// The check stage: applies the rules to every dependency and import, and returns the
/// violations in file, line, column order.
package enum Checker {
    /// `files`, when given, are the only files (by index) whose violations are wanted: a
    /// caller that changed only their facts keeps the others' (see
    /// ``Pipeline/judgingUses(_:rescan:)``). `shapeFindings` and `rulings`, when given, were
    /// found already for this project (``shapeFindings(_:classification:rules:)``, ``Rulings``).
    package static func check(
        _ project: Project, classification: Classification, rules: RuleSet, inFiles files: [Int]? = nil, shapeFindings: [Violation]? = nil,
        rulings: Rulings? = nil
    ) -> [Violation] {
        // Most dependencies are allowed: decide each with the rules its source type's role and
        // path select (found once per type) and no text at all; only a dependency that breaks a
        // rule goes through ``verdict(on:project:classification:rules:)`` for its message.
        let rulings = rulings ?? Rulings(project, classification: classification, rules: rules)
        let governing = rulings.governing, judge = rulings.judge
        let dependencies = project.dependencies
        // The dependencies judged, by position: every one, or those made in `files`.
        let positions = files.map { files in files.flatMap { dependencies.positions(inFileAt: $0) } }
        let hasExtensionCode = !classification.extensionCode.isEmpty
        let extensionFiles = hasExtensionCode ? Self.extensionFiles(project, classification: classification, rules: rules, inFiles: files) : []
        let hasReadings = !classification.readings.isEmpty
        let judgesFunctions = rules.roleRules.contains { if case .functionName = $0.signal { true } else { false } }
        var violations = Parallel.flatMap(positions?.count ?? dependencies.count) { range in
            var found: [Violation] = []
            var names = TargetPatterns(judge.patterns, targetCount: dependencies.targets.count)
            var folderRules: [FolderRole: SourceRules] = [:]
            judge.withTables { tables in
                dependencies.edges.withUnsafeBufferPointer { edges in
                    dependencies.targetTypes.withUnsafeBufferPointer { targetTypes in
                        extensionFiles.withUnsafeBufferPointer { extensionFiles in
                            for position in range {
                                let index = positions?[position] ?? position
                                let edge = edges[index]
                                // An extension speaking for its own folder, and a type read by
                                // another area's rules, are judged by their words.
                                let target = Int(targetTypes[Int(edge.target)])
                                let speaksForItsFolder = hasExtensionCode && extensionFiles[Int(edge.source)].speaksForItsFolder(edge.file)
                                // An `if`: a closure copies the classification per dependency in a debug build.
                                var readByAnotherArea = false
                                if hasReadings && target >= 0 { readByAnotherArea = classification.reading(of: target, from: Int(edge.source)) != nil }
                                if speaksForItsFolder || readByAnotherArea {
                                    guard mayBreakRule(edge, of: dependencies, project: project, classification: classification, rules: rules,
                                                       governing: governing[Int(edge.source)], judgesFunctions: judgesFunctions,
                                                       folderRules: &folderRules, names: &names) else { continue }
                                    if let violation = verdict(
                                        on: dependencies[index], project: project, classification: classification, rules: rules,
                                        governing: governing[Int(edge.source)], explaining: false
                                    ).violation {
                                        found.append(violation)
                                    }
                                    continue
                                }
                                // Most dependencies are decided by numbers alone (and which `types` patterns
                                // name the target); only sources with wiring members read the rules.
                                switch tables.verdict(source: Int(edge.source), target: target) {
                                case .allowed:
                                    continue
                                case .byNames:
                                    let named = names.mask(of: edge.target, of: dependencies, project: project)
                                    guard tables.verdict(source: Int(edge.source), target: target, named: named) == .broken else { continue }
                                case .byRules:
                                    guard let sourceRules = governing[Int(edge.source)],
                                          breaksRule(edge, of: dependencies, rules: sourceRules, project: project, classification: classification, names: &names)
                                    else { continue }
                                case .broken:
                                    break
                                }
                                if let violation = verdict(
                                    on: dependencies[index], project: project, classification: classification, rules: rules,
                                    governing: governing[Int(edge.source)], explaining: false
                                ).violation {
                                    found.append(violation)
                                }
                            }
                        }
                    }
                }
            }
            return found
        }
        violations += importViolations(project, classification: classification, rules: rules, inFiles: files)
        let shape = shapeFindings ?? Self.shapeFindings(project, classification: classification, rules: rules)
        violations += written(in: files, of: project, CycleFinder.violations(project, classification: classification, rules: rules) + shape)
        violations.sort { ($0.file, $0.location, $0.rule) < ($1.file, $1.location, $1.rule) }
        return oneDependencyPerDeclaration(violations, project: project)
    }

    /// What the check reads per type before judging a dependency: each type's rules
    /// (``SourceRules/table(_:classification:rules:)``) and the decision tables (``EdgeJudge``).
    /// They follow from the types, their roles and the rules, not from how code uses a type:
    /// judging uses again in some files reuses the first check's.
    package struct Rulings: Sendable {
        let governing: [SourceRules?]
        let judge: EdgeJudge

        init(_ project: Project, classification: Classification, rules: RuleSet) {
            governing = SourceRules.table(project, classification: classification, rules: rules)
            judge = EdgeJudge(project, classification: classification, governing: governing, patterns: TargetPatterns.patterns(of: rules))
        }
    }

    /// What the project's shape breaks: module rules and conventions. They read the types, their
    /// places and the modules' imports, never how code uses a type, so scanning files again with
    /// their uses judged changes none of them: a second check of those files reuses the first
    /// check's instead of judging every type of the project again (cycles are made of uses, and
    /// a run with cycle rules judges every use in its first scan).
    package static func shapeFindings(_ project: Project, classification: Classification, rules: RuleSet) -> [Violation] {
        ModuleRuleChecker.violations(project, rules: rules) + Conventions.violations(project, classification: classification, rules: rules)
    }

    /// `violations`, or those of them written in `files` when given.
    private static func written(in files: [Int]?, of project: Project, _ violations: [Violation]) -> [Violation] {
        guard let files else { return violations }
        let paths = Set(files.map { project.files[$0].path })
        return violations.filter { paths.contains($0.file) }
    }

    /// Where a type's code speaks for the folder it is written in (see ``ExtensionCode``): the
    /// files of its extensions there, by index. Its code in other files is judged as any
    /// type's, except where the rules give member functions roles by name: the verdict reads a
    /// function's role, so then the type's every dependency is judged by its words.
    struct ExtensionFiles {
        var files: [Int32] = []
        var everyFile = false

        /// A plain loop: `isEmpty` and `contains` are generic code, calls through witnesses in
        /// an unoptimized build, and every dependency asks.
        func speaksForItsFolder(_ file: Int32) -> Bool {
            if everyFile { return true }
            var index = 0
            while index < files.count {
                if files[index] == file { return true }
                index += 1
            }
            return false
        }
    }

    /// Per project type, the files where its code speaks for its folder; among `files` only,
    /// when given: the check judges no dependency made elsewhere, and each file looked up here
    /// costs a hash of its path.
    static func extensionFiles(_ project: Project, classification: Classification, rules: RuleSet, inFiles files: [Int]? = nil) -> [ExtensionFiles] {
        var found = [ExtensionFiles](repeating: ExtensionFiles(), count: project.types.count)
        guard !classification.extensionCode.isEmpty else { return found }
        let judgesFunctions = rules.roleRules.contains { if case .functionName = $0.signal { true } else { false } }
        // The types whose code speaks for each extension's file, by the file's path. Keyed by
        // the fast hash of the path's bytes (``TypeNames``): every file of the project is looked
        // up, and a `Dictionary` hashed each path with SipHash, most of what this pass cost.
        var owners = TypeNames()
        for (id, codes) in classification.extensionCode {
            found[id].everyFile = judgesFunctions
            for code in codes {
                let hash = TypeNames.hash(code.file)
                if let entry = owners.entry(of: code.file, hash: hash) {
                    owners.add(id, to: entry)
                } else {
                    owners.insert(code.file, hash: hash, id: id)
                }
            }
        }
        for file in files ?? Array(project.files.indices) {
            guard let entry = owners.entry(of: project.files[file].path) else { continue }
            for id in owners.ids(of: entry) { found[id].files.append(Int32(file)) }
        }
        return found
    }

    /// A role a folder gives the code of extensions written in it, and the folder's path.
    struct FolderRole: Hashable {
        var role: String
        var path: String
    }

    /// Whether a dependency the check judges by its words (written in an extension that speaks
    /// for its folder, or on a type another area's rules read) may break a rule: the ruling of
    /// ``verdict(on:project:classification:rules:governing:explaining:)`` on the same speaker
    /// and target role, with no text and the code taken as a use, which breaks a rule wherever
    /// the verdict finds one. Most such dependencies break none, and their words are never
    /// printed. `folderRules` keeps the rules of each folder's role at its path; `judgesFunctions`:
    /// the rules give member functions roles by name, which only the verdict reads.
    static func mayBreakRule(
        _ edge: Dependencies.Edge, of dependencies: Dependencies, project: Project, classification: Classification, rules: RuleSet,
        governing: SourceRules?, judgesFunctions: Bool, folderRules: inout [FolderRole: SourceRules], names: inout TargetPatterns
    ) -> Bool {
        let source = Int(edge.source)
        if classification.assignments[source].isCompositionRoot || classification.assignments[source].role == nil { return false }
        var speaking = governing
        if let code = classification.extensionCode(of: source, inFile: dependencies.path(of: edge)) {
            guard let role = code.role else { return false }
            let folder = FolderRole(role: role, path: code.relativePath)
            if let known = folderRules[folder] {
                speaking = known
            } else {
                let found = SourceRules(
                    role: role, wiring: [], allow: allowRule(for: role, at: folder.path, rules: rules),
                    denies: applicable(rules.denyRules, role: role, path: folder.path, in: rules).reversed())
                folderRules[folder] = found
                speaking = found
            }
        } else if judgesFunctions {
            return true
        }
        guard let speaking else { return true }
        let target = Int(dependencies.targetTypes[Int(edge.target)])
        let targetRole = target < 0 ? nil : classification.reading(of: target, from: source).map(\.role) ?? classification.role(of: target)
        return EdgeRuling.decide(
            role: speaking.role, allow: speaking.allow, denies: speaking.denies, targetRole: targetRole,
            targetIsConcrete: target >= 0 && project.types[target].kind.isConcrete, isUse: true,
            matchesTypes: { pattern in names.name(edge.target, matches: pattern, of: dependencies, project: project) }
        ).breaksRule
    }

    /// `let view: ListView = ListView()` and `let s: ListService = ListServiceImpl()` name one
    /// dependency twice on a line: a type, or a type and the protocol it conforms to, used by
    /// one type in one member. The first place is reported; the others on that line that break
    /// the same rule are that same dependency, unless one is an error where the first is a
    /// warning (`let s: ListServicing = ListService()`, the protocol's role weak): the error is
    /// reported instead. `violations` are in file, line, column order.
    static func oneDependencyPerDeclaration(_ violations: [Violation], project: Project) -> [Violation] {
        var kept: [Violation] = []
        kept.reserveCapacity(violations.count)
        // The violations kept on the current line, for comparing the next ones, with their
        // places in `kept`.
        var line: [(violation: Violation, at: Int)] = []
        var replaced = false
        for violation in violations {
            if let first = line.first, first.violation.file != violation.file || first.violation.location.line != violation.location.line {
                line.removeAll()
            }
            guard violation.rule == RuleID.forbiddenDependency || violation.rule == RuleID.forbiddenModuleDependency,
                  let target = violation.target.type else {
                kept.append(violation)
                continue
            }
            let repeated = line.firstIndex { earlier in
                earlier.violation.rule == violation.rule && earlier.violation.source == violation.source
                    && earlier.violation.member == violation.member
                    && earlier.violation.target.type.map { isOneDependency($0, target, project: project) } == true
            }
            if let repeated {
                if violation.severity == .error, line[repeated].violation.severity != .error {
                    kept[line[repeated].at] = violation
                    line[repeated].violation = violation
                    replaced = true
                }
                continue
            }
            line.append((violation, kept.count))
            kept.append(violation)
        }
        if replaced { kept.sort { ($0.file, $0.location, $0.rule) < ($1.file, $1.location, $1.rule) } }
        return kept
    }

    /// The same type, or one a supertype (transitively) of the other.
    package static func isOneDependency(_ a: String, _ b: String, project: Project) -> Bool {
        if a == b { return true }
        guard let first = project.id(named: a), let second = project.id(named: b) else { return false }
        return inherits(first, from: second, project: project) || inherits(second, from: first, project: project)
    }

    static func inherits(_ id: ProjectType.ID, from ancestor: ProjectType.ID, project: Project) -> Bool {
        var seen: Set<ProjectType.ID> = [id]
        var pending = [id]
        while let next = pending.popLast() {
            for name in project.types[next].inherits {
                guard let found = project.id(named: name) ?? project.id(named: QualifiedName.lastComponent(name)) else { continue }
                if found == ancestor { return true }
                if seen.insert(found).inserted { pending.append(found) }
            }
        }
        return false
    }

    /// The role the rules' `functions are named` patterns give a function named `name` at `path`.
    /// The kind of rule first, its scope after: most rules give roles by other signals, and a
    /// scope matches the path against its patterns.
    static func functionRole(of name: String, at path: String, rules: RuleSet) -> String? {
        for rule in rules.roleRules {
            guard case .functionName(let patterns) = rule.signal, rule.scope.contains(path),
                  patterns.contains(where: { $0.matchesTypeName(name) }) else { continue }
            return rule.role
        }
        return nil
    }

    /// The verdict on one dependency, in this order: a composition root's references and a wiring
    /// member's references are construction; dependencies within a role are allowed, and so are
    /// a host's on what it hosts (see ``Hosting``); then a deny
    /// rule decides (unless a later allow-list names the role again), then the source role's
    /// allow-list. Dependencies on types with no role are allowed unless a `types` pattern denies
    /// them.
    package static func verdict(on dependency: Dependency, project: Project, classification: Classification, rules: RuleSet) -> Decision {
        verdict(on: dependency, project: project, classification: classification, rules: rules, governing: nil, explaining: true)
    }

    /// The same. `governing`, the source type's rules when the caller found them already (the
    /// check stage has them per type), spares finding them again for each violation; a caller
    /// that keeps only the violation passes `explaining: false`, and the reason stays empty.
    static func verdict(
        on dependency: Dependency, project: Project, classification: Classification, rules: RuleSet, governing: SourceRules?, explaining: Bool
    ) -> Decision {
        let sourceName = project.types[dependency.source].qualifiedName
        let found = speaker(of: dependency, named: sourceName, project: project, classification: classification, rules: rules, governing: governing)
        guard let speaker = found.speaker else { return Decision(reason: found.reason) }
        let (sourceRole, sourcePath, sourceText, sourceEvidence, governing) =
            (speaker.role, speaker.path, speaker.text, speaker.evidence, speaker.governing)
        let wiring = governing.map { governing in dependency.member.flatMap { member in governing.wiring.last { $0.members.contains(member) } } }
            ?? wiringRule(for: dependency, role: sourceRole, path: sourcePath, rules: rules)
        if let wiring {
            return Decision(reason: "wiring in '\(dependency.member ?? "")' is construction (\(sourceRole) wires in \(wiring.members.joined(separator: ", ")))",
                           rule: wiring.origin)
        }

        let targetName: String
        let targetRole: String?
        switch dependency.target {
        case .type(let id):
            targetName = project.types[id].qualifiedName
            // A type of another area whose presets lack its role: as this area's rules read it.
            targetRole = classification.reading(of: id, from: dependency.source).map(\.role) ?? classification.role(of: id)
        case .external(let name):
            targetName = name
            targetRole = nil
        }
        let allow = governing.map(\.allow) ?? allowRule(for: sourceRole, at: sourcePath, rules: rules)
        // Building a type, or handing it on, needs its name, not its behaviour: an allow-list
        // names what a role may use, and `must not use concrete X` asks for X's protocol where
        // it is used, while building is where the concrete type must be named. A plain `must not
        // use` (a ViewModel never knows a View) and a `types` pattern still judge such code, and
        // so does the allow-list of a role that may use only its own kind (a Model, an Entity, a
        // State): data builds data, never the screens or services above it. A layer's types (a
        // role given by folder everywhere: Clean Architecture's Data) are judged too: the
        // dependency rule counts every mention across a layer's boundary, and only the
        // composition root builds them.
        let composes = allow.map { $0.allowed.contains { $0 != sourceRole } } ?? true
        let isUse = use(of: dependency, project: project) == .use || !composes || targetRole.map { isLayer($0, in: rules) } ?? false
        let denies = governing?.denies ?? Array(applicable(rules.denyRules, role: sourceRole, path: sourcePath, in: rules).reversed())
        var targetIsConcrete = false
        if case .type(let id) = dependency.target { targetIsConcrete = project.types[id].kind.isConcrete }
        let ruling = EdgeRuling.decide(
            role: sourceRole, allow: allow, denies: denies, targetRole: targetRole, targetIsConcrete: targetIsConcrete, isUse: isUse,
            matchesTypes: { $0.matchesTypeName(targetName) && !isAppsOwn(dependency.target, for: $0, in: project) })

        // A role's own types first; then what only the code shows (a conformance, a hosted
        // screen) allows what the rules would not; then the rules.
        if ruling == .withinRole {
            return Decision(reason: "within role \(sourceRole)")
        }
        if case .type(let id) = dependency.target, isOwnConformance(dependency, of: project.types[dependency.source].inherits, to: project.types[id]) {
            return Decision(reason: "'\(sourceName)' declares that it implements '\(targetName)': a conformance is not a use")
        }
        if case .type(let id) = dependency.target, let targetRole,
           let hosting = applicable(rules.hostingRules, role: sourceRole, path: sourcePath, in: rules).last(where: { $0.hosted.contains(targetRole) }),
           let property = Hosting.property(of: project.types[dependency.source], hosting: project.types[id], in: project) {
            return Decision(reason: "'\(sourceName)' hosts '\(targetName)' (\(property)): \(sourceRole) hosts \(hosting.hosted.joined(separator: ", "))",
                           rule: hosting.origin)
        }

        let words = EdgeWords(
            sourceName: sourceName, sourceRole: sourceRole, sourceText: sourceText, sourceEvidence: sourceEvidence,
            targetName: targetName, targetRole: targetRole)
        return decision(ruling, on: dependency, words: words, allow: allow, denies: denies, explaining: explaining,
                        project: project, classification: classification, rules: rules)
    }

    /// Whom a dependency's code speaks for, and by which rules it is judged.
    struct Speaker {
        var role: String
        /// The path that selects its rules.
        var path: String
        /// How the decision names it (`View 'ListView'`, `View extension of 'ListModel'`).
        var text: String
        /// The evidence of its role, as ``weighed(_:dependency:sourceEvidence:byPattern:project:classification:rules:)`` reads it.
        var evidence: (strength: RoleStrength, reason: String)
        /// Its rules when the caller found them already (the source type's own), else nil.
        var governing: SourceRules?
    }

    /// The source type's role at its path; or the folder's, for code in an extension in another
    /// folder than its type's, whose role is its folder's (see ``ExtensionCode``); or a member
    /// function's own role. Nil, with the reason, for code no rule judges (a composition root's,
    /// a type's with no role).
    static func speaker(
        of dependency: Dependency, named sourceName: String, project: Project, classification: Classification, rules: RuleSet,
        governing: SourceRules?
    ) -> (speaker: Speaker?, reason: String) {
        // The source's fields are read in place: copying the type would retain all it holds.
        if classification.assignments[dependency.source].isCompositionRoot {
            return (nil, "'\(sourceName)' is a composition root: its references are construction")
        }
        guard let role = classification.assignments[dependency.source].role else { return (nil, "'\(sourceName)' has no role") }
        let path = project.types[dependency.source].relativePath
        if let code = classification.extensionCode(of: dependency.source, inFile: dependency.file) {
            guard let folderRole = code.role else {
                return (nil, "written in an extension of '\(sourceName)' in \(code.relativePath), a folder that gives no role")
            }
            return (Speaker(
                role: folderRole, path: code.relativePath, text: "\(folderRole) extension of '\(sourceName)'",
                evidence: (code.isDeclared ? .strong : .weak, "its extension in \(code.relativePath), \(code.reason)"), governing: nil), "")
        }
        if let member = dependency.member, let function = functionRole(of: member, at: path, rules: rules), function != role {
            // A member function named as another role's functions are (`static func reducer(action:
            // state:)` in an extension of the app's State): its code is that role's, judged by
            // that role's rules, not charged to the type it is declared in.
            return (Speaker(
                role: function, path: path, text: "\(function) '\(sourceName).\(member)'",
                evidence: (classification.assignments[dependency.source].strength, ""), governing: nil), "")
        }
        return (Speaker(
            role: role, path: path, text: "\(role) '\(sourceName)'", evidence: (classification.assignments[dependency.source].strength, ""),
            governing: governing), "")
    }

    /// What a decision's words are made of: the names and roles of an edge's two ends.
    struct EdgeWords {
        var sourceName: String
        /// The role the source's code speaks for (its type's, its extension's folder's, or a
        /// member function's), and the text naming it (`View 'ListView'`).
        var sourceRole: String
        var sourceText: String
        var sourceEvidence: (strength: RoleStrength, reason: String)
        var targetName: String
        var targetRole: String?
    }

    /// A ruling (``EdgeRuling``) in words: built only for an edge the check reports or
    /// `explain` prints. `allow` and `denies` are the rules the ruling was decided by.
    static func decision(
        _ ruling: EdgeRuling, on dependency: Dependency, words: EdgeWords, allow: AllowRule?, denies: [DenyRule], explaining: Bool,
        project: Project, classification: Classification, rules: RuleSet
    ) -> Decision {
        let (sourceName, sourceRole, sourceText, sourceEvidence) = (words.sourceName, words.sourceRole, words.sourceText, words.sourceEvidence)
        let (targetName, targetRole) = (words.targetName, words.targetRole)
        let targetText = targetRole.map { "\($0) '\(targetName)'" } ?? "'\(targetName)'"
        switch ruling {
        case .withinRole:
            return Decision(reason: "within role \(sourceRole)")
        case .denied(let ruleIndex, let targetIndex):
            let rule = denies[ruleIndex]
            let target = rule.targets[targetIndex]
            let verb = rule.severity == .error ? "must not use" : "should not use"
            var message = "\(sourceText) \(verb) \(targetText)"
            if case .types(let pattern) = target, pattern.text != targetName { message += " (matches '\(pattern.text)')" }
            let (violation, unconfirmed) = weighed(
                Violation(
                    rule: RuleID.forbiddenDependency, severity: rule.severity, file: dependency.file,
                    location: dependency.location, message: message,
                    source: .type(sourceName, role: sourceRole), target: .type(targetName, role: targetRole),
                    member: dependency.member, origin: rule.origin),
                dependency: dependency, sourceEvidence: sourceEvidence, byPattern: { if case .types = target { return true } else { return false } }(),
                project: project, classification: classification, rules: rules)
            return Decision(violation: violation, reason: explaining ? "\(sourceRole) \(verb) \(target)\(unconfirmed ?? "")" : "", rule: rule.origin)
        case .noTargetRole:
            return Decision(reason: "'\(targetName)' has no role")
        case .notUse:
            return notUse(dependency)
        case .noAllowList:
            return Decision(reason: "no allow-list for \(sourceRole)")
        case .allowed, .notAllowed:
            guard let allow, let targetRole else { return Decision(reason: "no allow-list for \(sourceRole)") }
            // The line as written, then what the area adds to it.
            let written = allow.written
            var allowed = written.isEmpty ? "no other role" : written.joined(separator: ", ")
            if !allow.areaRoles.isEmpty, !written.contains(targetRole) {
                allowed += "; here, where its area meets the rest, also \(allow.areaRoles.joined(separator: ", "))"
            }
            if ruling == .allowed { return Decision(reason: "\(sourceRole) may use \(allowed)", rule: allow.origin) }
            let (violation, unconfirmed) = weighed(
                Violation(
                    rule: RuleID.forbiddenDependency, severity: .error, file: dependency.file, location: dependency.location,
                    message: "\(sourceText) must not use \(targetText); \(sourceRole) may use \(allowed)",
                    source: .type(sourceName, role: sourceRole), target: .type(targetName, role: targetRole),
                    member: dependency.member, origin: allow.origin),
                dependency: dependency, sourceEvidence: sourceEvidence, byPattern: false,
                project: project, classification: classification, rules: rules)
            return Decision(violation: violation, reason: explaining ? "\(sourceRole) may use \(allowed)\(unconfirmed ?? "")" : "", rule: allow.origin)
        }
    }

    /// The one place a forbidden dependency's severity is decided (every report shows what it
    /// says). It stays as the rule says when both ends' roles are strong (see ``RoleStrength``),
    /// or when the source's own shape makes the use wrong whatever role it has: a type of plain
    /// data's shape (stored properties or cases, no methods: a `Codable` record, a struct in
    /// `Entities/`) using a type of a role that acts (a Presenter, a View, a Service) is wrong as
    /// an Entity, a Model or anything else. (Such a struct declaring no value protocol takes the
    /// data role from its shape only when it uses only data: a bundle of services is no data.) Otherwise the role of a weak
    /// end is unconfirmed: a warning that names its evidence and the one line that confirms it.
    /// A target named by a rule's `types` pattern, or no project type, needs no role.
    static func weighed(
        _ violation: Violation, dependency: Dependency, sourceEvidence: (strength: RoleStrength, reason: String), byPattern: Bool,
        project: Project, classification: Classification, rules: RuleSet
    ) -> (violation: Violation, unconfirmed: String?) {
        var violation = violation
        var targetID: ProjectType.ID?
        if case .type(let id) = dependency.target, !byPattern, violation.target.role != nil { targetID = id }
        let targetStrength = targetID.map { classification.assignments[$0].strength } ?? .strong
        violation.source.strength = sourceEvidence.strength
        if targetID != nil { violation.target.strength = targetStrength }
        guard violation.severity == .error, sourceEvidence.strength == .weak || targetStrength == .weak else { return (violation, nil) }
        if targetStrength == .strong, let role = violation.target.role, !dataRoles(classification).contains(role),
           classification.isShapedAsData(dependency.source, in: project) {
            return (violation, nil)
        }
        var unconfirmed: [String] = []
        if sourceEvidence.strength == .weak, let role = violation.source.role, let name = violation.source.type {
            let reason = sourceEvidence.reason.isEmpty ? classification.assignments[dependency.source].reason : sourceEvidence.reason
            unconfirmed.append(confirmation(role: role, name: name, reason: reason))
        }
        if let targetID, targetStrength == .weak, let role = violation.target.role, let name = violation.target.type {
            unconfirmed.append(confirmation(role: role, name: name, reason: classification.assignments[targetID].reason))
        }
        let note = " (unconfirmed: " + unconfirmed.joined(separator: "; ") + ")"
        violation.severity = .warning
        violation.message += note
        return (violation, note)
    }

    /// A weak role in words: what gave it and the line that would confirm it.
    static func confirmation(role: String, name: String, reason: String) -> String {
        "'\(name)' is \(role) only by \(reason); confirm with '\(role) includes \(name)' in the rules or '// archlint:role \(role)' above it"
    }

    /// The roles that only hold data: a value holding one of them is no shape-made break.
    static func dataRoles(_ classification: Classification) -> Set<String> {
        classification.dataRoles.union(["State", "Action"])
    }

    /// How the dependency's code treats its target. What a type's code in its own file does with
    /// one of its properties (its body, and for a file-level type its extensions there: see
    /// ``DeclarationParser/mentionInOwnExtensions(of:isLinked:typeBodyAt:ifPassedOn:)``) says nothing when
    /// the type has extensions elsewhere: they may use the property.
    static func use(of dependency: Dependency, project: Project) -> ReferenceUse {
        if dependency.use != .use, dependency.isDecidedByTypeBody {
            let type = project.types[dependency.source]
            let isNested = type.qualifiedName.contains(".")
            if type.extensions.contains(where: { isNested || $0.file != type.file }) { return .use }
        }
        return dependency.use
    }

    /// A role some rule gives by folder wherever it applies: a layer.
    static func isLayer(_ role: String, in rules: RuleSet) -> Bool {
        rules.roleRules.contains { rule in
            guard rule.role == role, rule.scope.isEverywhere, case .path = rule.signal else { return false }
            return true
        }
    }

    /// The verdict on a dependency a role rule would forbid were it a use.
    static func notUse(_ dependency: Dependency) -> Decision {
        switch dependency.use {
        case .construction:
            return Decision(reason: "construction, not use: the code builds it and only wires it, hands it on or returns it")
        case .handOff:
            return Decision(reason: "hand-off, not use: the code only passes it on (an argument, another object's property, a returned value)")
        case .use:
            return Decision(reason: "")
        }
    }

    /// A type's own conformance clause (`struct RouterView: View, Router`, or an extension's):
    /// the type is that protocol's implementation, it does not use the protocol's role. Told by
    /// the reference standing outside every member and naming a protocol the type lists.
    static func isOwnConformance(_ dependency: Dependency, of inherits: [String], to target: borrowing ProjectType) -> Bool {
        guard target.kind == .protocol, dependency.member == nil else { return false }
        return inherits.contains { $0 == target.name || $0 == target.qualifiedName || QualifiedName.lastComponent($0) == target.name }
    }

    /// Whether the verdict's ruling (``EdgeRuling/decide(role:allow:denies:targetRole:targetIsConcrete:isUse:matchesTypes:)``)
    /// breaks a rule, with no text, for a source whose rules need names (wiring members, `types`
    /// patterns); `rules` are the source type's. The code is taken as a use: what only builds
    /// its target, and hosting (``HostingRule``, which reads the source's declaration), are left
    /// to the verdict, which only a dependency that may break a rule needs.
    /// Given the dependency as numbers: its member and its target's name are read only when a
    /// rule needs them.
    static func breaksRule(_ edge: Dependencies.Edge, of dependencies: Dependencies, rules: SourceRules, project: Project, classification: Classification) -> Bool {
        var names = TargetPatterns([], targetCount: 0)
        return breaksRule(edge, of: dependencies, rules: rules, project: project, classification: classification, names: &names)
    }

    /// The same, with what the `types` patterns were found to say of targets before kept in `names`.
    static func breaksRule(
        _ edge: Dependencies.Edge, of dependencies: Dependencies, rules: SourceRules, project: Project, classification: Classification,
        names: inout TargetPatterns
    ) -> Bool {
        if rules.hasWiring, let member = dependencies.member(of: edge) {
            for wiring in rules.wiring where wiring.members.contains(member) { return false }
        }
        let targetType = Int(dependencies.targetTypes[Int(edge.target)])
        return EdgeRuling.decide(
            role: rules.role, allow: rules.allow, denies: rules.denies,
            targetRole: targetType < 0 ? nil : classification.assignments[targetType].role,
            targetIsConcrete: targetType >= 0 && project.types[targetType].kind.isConcrete, isUse: true,
            matchesTypes: { pattern in names.name(edge.target, matches: pattern, of: dependencies, project: project) }
        ).breaksRule
    }

    /// Whether a `types` pattern names a dependency's target: the target's name matches it, and
    /// it is no type of the app's own a platform prefix only looks like (see ``isAppsOwn(_:for:in:)``).
    static func names(_ pattern: Pattern, _ target: DependencyTarget, project: Project) -> Bool {
        pattern.matchesTypeName(targetName(of: target, project: project)) && !isAppsOwn(target, for: pattern, in: project)
    }

    /// Whether `target` is a type the app declares itself while `pattern` names a platform
    /// framework's types by their prefix (`UI[A-Z]*`, see ``Pattern/namesPlatformTypes``): the
    /// app's `UIState` is its own, not UIKit's. An alias the app gives a platform type
    /// (`typealias UIImage = NSImage`) and a subclass of one (`UIGradientImageView: UIImageView`)
    /// are still the platform's.
    static func isAppsOwn(_ target: DependencyTarget, for pattern: Pattern, in project: Project) -> Bool {
        guard pattern.namesPlatformTypes, case .type(let id) = target else { return false }
        return project.types[id].kind != .typealias && !project.types[id].inherits.contains(where: Classifier.isPlatformUIBase)
    }

    static func targetName(of target: DependencyTarget, project: Project) -> String {
        switch target {
        case .type(let id): return project.types[id].qualifiedName
        case .external(let name): return name
        }
    }

    /// Whether a dependency is construction rather than use: written in a composition root or
    /// in a wiring member, or code that only builds or hands on its target. Cycles ignore such edges. `governing` is
    /// ``SourceRules/table(_:classification:rules:)``.
    static func isConstruction(_ dependency: Dependency, project: Project, classification: Classification, governing: [SourceRules?]) -> Bool {
        if classification.assignments[dependency.source].isCompositionRoot || use(of: dependency, project: project) != .use { return true }
        guard let rules = governing[dependency.source] else { return false }
        guard let member = dependency.member else { return false }
        for wiring in rules.wiring where wiring.members.contains(member) { return true }
        return false
    }

    static func wiringRule(for dependency: Dependency, role: String, path: String, rules: RuleSet) -> WiringRule? {
        guard let member = dependency.member else { return nil }
        return rules.wiringRules.last { $0.role == role && $0.scope.contains(path) && $0.members.contains(member) }
    }

    /// The allow-list that governs a role at a path. A scoped preset judges the roles it knows;
    /// where its vocabulary meets the one used everywhere, the folders decide. A role given by
    /// its folder everywhere is a layer (`Presentation is in **/Presentation/**`,
    /// `Model is in **/Models/**`):
    /// - a scoped role inside a layer (`use mvvm in **/Presentation/**` beside `use
    ///   clean-architecture`) may also use the layer and what the layer may use: a ViewModel runs
    ///   Domain use cases, never Data's repositories; the layer's other types there may use the
    ///   scoped roles;
    /// - a scoped role outside every layer may use the layers' roles its preset lacks: a VIPER
    ///   module's Interactor in an MVC app uses the app's Models;
    /// - a role only the outer preset has, outside every layer, may use the area's roles: a
    ///   Clean Architecture `*Presenter` in an MVVM area shows that area's Models.
    static func allowRule(for role: String, at path: String, rules: RuleSet) -> AllowRule? {
        let allow = applicable(rules.allowRules, role: role, path: path, in: rules).last
        guard let allow, rules.roleRules.contains(where: { !$0.scope.isEverywhere }) else { return allow }
        let scopedHere = Set(rules.roleRules.filter { !$0.scope.isEverywhere && $0.scope.contains(path) }.map(\.role))
        var layers: [String] = []
        var layer: String?
        // A folder role the scoped presets have too (MVC's and MVVM's `Model is in **/Models/**`)
        // is a role both speak of, not a layer around the area.
        for rule in rules.roleRules where rule.scope.isEverywhere && !scopedHere.contains(rule.role) {
            guard case .path(let patterns) = rule.signal else { continue }
            if !layers.contains(rule.role) { layers.append(rule.role) }
            if layer == nil, patterns.contains(where: { $0.matchesPath(path) }) { layer = rule.role }
        }
        var extra: [String]
        if scopedHere.contains(role) && role != layer {
            extra = layer.map { [$0] + (rules.allowRule(for: $0)?.allowed ?? []) } ?? layers
            extra.removeAll { scopedHere.contains($0) }
        } else if !scopedHere.isEmpty, !scopedHere.contains(role), layer == nil || role == layer {
            // A type the area's presets give no role but the outer one does (a Presentation
            // `*Presenter` in an MVVM area) lives among the area's roles and may use them.
            extra = scopedHere.sorted()
        } else {
            return allow
        }
        var extended = allow
        for other in extra where other != role && !extended.allowed.contains(other) {
            extended.allowed.append(other)
            extended.areaRoles.append(other)
        }
        return extended
    }

    /// The rules of a role that govern a path: those whose scope holds it, and where a scoped
    /// preset says anything of the role (who it may use, must not use or import), only the
    /// scoped ones, of every kind: they replace the rules used everywhere. In an MVVM area of an
    /// MVC app a View may use Models (MVVM's allow-list), and MVC's `View must not use Model`
    /// does not follow it in.
    static func applicable<Rule: RoleScoped>(_ rules: [Rule], role: String, path: String, in ruleSet: RuleSet) -> [Rule] {
        let matching = rules.filter { $0.role == role && $0.scope.contains(path) }
        return ruleSet.scopeGoverns(role, at: path) ? matching.filter { !$0.scope.isEverywhere } : matching
    }

    /// The verdict on each import of a file: judged by the concrete types with a role that the
    /// file declares (a file holding only a module's protocols is judged by what they reference,
    /// not by its imports). When one of them may import the module (a SwiftUI view with its
    /// nested ViewModel), the import is the file's and is allowed. Decided by
    /// ``importBreak(of:judged:forbidding:)``; the words are built here.
    package static func importVerdicts(fileIndex: Int, project: Project, classification: Classification, rules: RuleSet) -> [(Import, Decision)] {
        let file = project.files[fileIndex]
        let concrete = judgedForImports(fileIndex: fileIndex, project: project, classification: classification)
        let forbidding = importRules(of: concrete, project: project, classification: classification, rules: rules)
        return file.imports.map { item in
            if let broken = importBreak(of: item.module, judged: concrete, forbidding: forbidding) {
                let type = project.types[broken.type]
                let role = classification.role(of: broken.type)!
                let rule = broken.rule
                let verb = rule.severity == .error ? "must not import" : "should not import"
                let violation = Violation(
                    rule: RuleID.forbiddenImport, severity: rule.severity, file: file.path, location: item.location,
                    message: "\(role) '\(type.qualifiedName)' \(verb) \(item.module)",
                    source: .type(type.qualifiedName, role: role, strength: classification.assignments[broken.type].strength), target: .module(item.module),
                    origin: rule.origin)
                return (item, Decision(violation: violation, reason: "\(role) \(verb) \(rule.modules.joined(separator: ", "))", rule: rule.origin))
            }
            if let needing = concrete.indices.first(where: { index in !forbidding[index].contains { $0.modules.contains(item.module) } }) {
                let id = concrete[needing]
                return (item, Decision(reason: "\(classification.role(of: id)!) '\(project.types[id].qualifiedName)' in this file may import \(item.module)"))
            }
            if concrete.isEmpty, let data = project.typesByFile[fileIndex].first(where: { classification.assignments[$0].isPlainData }) {
                return (item, Decision(reason: "'\(project.types[data].qualifiedName)' is plain data, which needs no framework: the import is the file's other code's"))
            }
            return (item, Decision(reason: "no import rule for the roles declared here"))
        }
    }

    /// The one decision on an import of `module`, with no text: it breaks a rule when every type
    /// it is judged by (`judged`, each with its applicable import rules in `forbidding`) is
    /// forbidden the module; then the first such type and its last rule that names the module.
    static func importBreak(of module: String, judged: [ProjectType.ID], forbidding: [[ImportRule]]) -> (type: ProjectType.ID, rule: ImportRule)? {
        if judged.isEmpty { return nil }
        for rules in forbidding where !rules.contains(where: { $0.modules.contains(module) }) { return nil }
        guard let rule = forbidding[0].last(where: { $0.modules.contains(module) }) else { return nil }
        return (judged[0], rule)
    }

    /// Per judged type: the import rules of its role that govern its path.
    static func importRules(of judged: [ProjectType.ID], project: Project, classification: Classification, rules: RuleSet) -> [[ImportRule]] {
        judged.map { id in applicable(rules.importRules, role: classification.assignments[id].role!, path: project.types[id].relativePath, in: rules) }
    }

    static func importViolations(_ project: Project, classification: Classification, rules: RuleSet, inFiles files: [Int]? = nil) -> [Violation] {
        guard !rules.importRules.isEmpty else { return [] }
        return Parallel.flatMap(files?.count ?? project.files.count) { range in
            var violations: [Violation] = []
            for fileIndex in range.lazy.map({ files?[$0] ?? $0 }) where importsMayBreakRule(fileIndex: fileIndex, project: project, classification: classification, rules: rules) {
                for (_, verdict) in importVerdicts(fileIndex: fileIndex, project: project, classification: classification, rules: rules) {
                    if let violation = verdict.violation { violations.append(violation) }
                }
            }
            return violations
        }
    }

    /// The concrete types with a role that a file's imports are judged by. A type whose role
    /// comes from its plain-data shape alone does not count: it needs no framework, so the
    /// file's imports are its other code's (a SwiftUI view's extension beside a small enum,
    /// a `Shape`), and it must not excuse a ViewModel's `import UIKit` because it shares its file.
    static func judgedForImports(fileIndex: Int, project: Project, classification: Classification) -> [ProjectType.ID] {
        var judged: [ProjectType.ID] = []
        for id in project.typesByFile[fileIndex] where project.types[id].kind.isConcrete && classification.assignments[id].role != nil
            && !classification.assignments[id].isPlainData {
            judged.append(id)
        }
        return judged
    }

    /// Whether ``importVerdicts(fileIndex:project:classification:rules:)`` finds a violation, by
    /// the same decision (``importBreak(of:judged:forbidding:)``) and without building any text.
    static func importsMayBreakRule(fileIndex: Int, project: Project, classification: Classification, rules: RuleSet) -> Bool {
        if project.files[fileIndex].imports.isEmpty { return false }
        // A judged type of a role no import rule names lets every import through (see
        // ``importBreak(of:judged:forbidding:)``): most files need no lists of rules made.
        for id in project.typesByFile[fileIndex] where project.types[id].kind.isConcrete && !classification.assignments[id].isPlainData {
            guard let role = classification.assignments[id].role else { continue }
            if !rules.importRules.contains(where: { $0.role == role }) { return false }
        }
        let judged = judgedForImports(fileIndex: fileIndex, project: project, classification: classification)
        if judged.isEmpty { return false }
        let forbidding = importRules(of: judged, project: project, classification: classification, rules: rules)
        for item in project.files[fileIndex].imports where importBreak(of: item.module, judged: judged, forbidding: forbidding) != nil {
            return true
        }
        return false
    }
}

/// Rules that belong to one role and apply within a scope (allow, deny, import).
protocol RoleScoped {
    var role: String { get }
    var scope: RuleScope { get }
}

extension AllowRule: RoleScoped {}
extension DenyRule: RoleScoped {}
extension ImportRule: RoleScoped {}
extension HostingRule: RoleScoped {}
