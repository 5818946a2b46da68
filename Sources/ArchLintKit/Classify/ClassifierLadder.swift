/// The ladder of evidence: each type's role from the strongest signal that gives one, with the
/// evidence it leaves.
extension Classifier {
    /// What classifying one type after another can share: the rules' patterns gathered into
    /// filters, the role rules per path, and the path rule of the last path asked about (the
    /// types of one file come one after another).
    ///
    /// The ladder passes it `inout` to every rung, also those that only read it, and its
    /// methods that only read it are `mutating`: an unoptimized build copies a context held
    /// `inout` into a borrowing parameter or a method's `self`, retaining and releasing its
    /// forty-odd fields per type and rung.
    struct Context: Sendable {
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
        var enclosing = NameSet()
        /// The roles that stand for data (see ``Classifier/dataRoles(_:)``).
        let dataRoles: Set<String>
        /// Per module the build descriptions name, which of the frameworks of ``Classifier/screenRoles``
        /// its files import, a bit each (see ``Classifier/frameworkBits``).
        var moduleFrameworks: [String: UInt32] = [:]
        /// The roles of the screens (see ``Classifier/screenRoleNames(_:)``).
        let screenRoles: Set<String>
        /// The roles of views (see ``Classifier/viewRoleNames(_:)``).
        let viewRoles: Set<String>

        /// The role plain data takes at the current path: a scoped preset's, else the last one
        /// used everywhere. (`mutating` to be read in place: see ``Context``.)
        mutating func plainDataRole() -> String? {
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
            screenRoles = Classifier.screenRoleNames(rules)
            viewRoles = Classifier.viewRoleNames(rules)
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
        /// such pattern, in rule order; whatever the rules' scopes. (`mutating` to be read in
        /// place: see ``Context``.)
        mutating func inheritanceMatches(_ name: String) -> [(rule: Int, pattern: Pattern)] {
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
    /// type itself would copy it, retaining every string and list it holds, once per type. Not
    /// copyable: built as an argument, it was copied into place and the original destroyed, its
    /// strings and lists retained and released twice per type.
    struct Subject: ~Copyable {
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
            // Each field read through the type's address: the buffer's subscript returns a copy
            // of the whole type, which a debug build made (and destroyed) once per field.
            let type = types.baseAddress! + id
            generatedMarker = type.pointee.generatedMarker
            name = type.pointee.name
            qualifiedName = type.pointee.qualifiedName
            kind = type.pointee.kind
            relativePath = type.pointee.relativePath
            attributes = type.pointee.attributes
            inherits = type.pointee.inherits
            annotatedRole = type.pointee.annotatedRole
            shape = type.pointee.shape
            module = type.pointee.module
        }
    }

    /// A type's role, read with the rules of `area` (its own, or, for a supertype in another
    /// area, those of the subtype's: see ``supertypeRole(_:known:context:lineage:area:at:depth:)``)
    /// at `rulesPath`, the path that selects them (the subtype's, or nil for its own).
    ///
    /// The ladder, strongest rung first: test code, an annotation, an explicit list, a
    /// composition root, the supertypes (``supertypeEvidence(_:supertypes:known:context:lineage:area:rulesPath:depth:)``,
    /// ``inheritedRole(_:_:evidence:supertypes:known:context:named:weight:conflict:)``), then the
    /// name and the place (``roleByName(_:evidence:inheritedRoles:named:supertypes:lineage:context:unknownAnnotation:)``).
    static func assign(
        _ type: borrowing Subject, supertypes: UnsafeBufferPointer<Int32>, known: UnsafeBufferPointer<RoleAssignment>, context: inout Context,
        lineage: Lineage, area: Int32, rulesPath: String? = nil, depth: Int = 0
    ) -> RoleAssignment {
        if !context.rules.checksTests, let test = testCode(type, supertypes: supertypes, known: known, context: &context) { return test }
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

        var evidence = supertypeEvidence(
            type, supertypes: supertypes, known: known, context: &context, lineage: lineage, area: area, rulesPath: rulesPath, depth: depth)
        // Supertypes whose roles come from their names count only when no supertype's role comes
        // from structure, and then as names: the type's own name outranks them when it matches a
        // more specific pattern of another role (`WelcomeViewModel: OnboardingModel` is a
        // ViewModel: `*ViewModel` is more literal than `*Model`).
        var named: (roles: [(role: String, reason: String)], weight: Int)?
        var inheritedWeight = 0
        // Those that disagree with structure are shown as the conflict they are, not followed.
        var outranked: String?
        if !evidence.inherited.isEmpty, evidence.byNameOfSupertype.contains(where: { weak in !evidence.inherited.contains { $0.role == weak.role } }) {
            outranked = (evidence.inherited.map(\.reason.text) + evidence.byNameOfSupertype.map(\.reason.text)).joined(separator: "; ")
        } else if evidence.inherited.isEmpty, let weight = evidence.byNameOfSupertype.map(\.weight).max() {
            let own = nameMatches(type, context: &context)
            named = own
            if own.weight <= weight || own.roles.contains(where: { role in evidence.byNameOfSupertype.contains { $0.role == role.role } }) {
                evidence.inherited = evidence.byNameOfSupertype.map { ($0.role, $0.reason, false, false, $0.strong) }
                inheritedWeight = weight
            }
        }
        let inheritedRoles = distinct(evidence.inherited.map(\.role))
        // Generated code takes a role from structure only (a Core Data class Xcode wrote is still
        // an NSManagedObject): a generator's names and folders are not the app's architecture.
        if let marker = type.generatedMarker, inheritedRoles.count != 1 || inheritedWeight > 0 {
            return RoleAssignment(role: nil, reason: "generated code (its header says '\(marker)'): no role by name or folder")
        }
        if inheritedRoles.count == 1 {
            return inheritedRole(
                inheritedRoles[0], type, evidence: evidence, supertypes: supertypes, known: known, context: &context,
                named: named, weight: inheritedWeight, conflict: outranked ?? unknownAnnotation)
        }
        return roleByName(
            type, evidence: evidence, inheritedRoles: inheritedRoles, named: named, supertypes: supertypes, lineage: lineage,
            context: &context, unknownAnnotation: unknownAnnotation)
    }

    /// What a type's supertypes and attributes say of its role, gathered before any is followed
    /// (see ``supertypeEvidence(_:supertypes:known:context:lineage:area:rulesPath:depth:)``).
    struct SupertypeEvidence {
        /// Each role a supertype or attribute gives. `fromRule`: a framework base or attribute a
        /// rule names (scoped or not), as opposed to the role of a project supertype, which is
        /// already scope-aware. `strong`: a framework base, or a project superclass whose role is
        /// strong; a project protocol's role is one protocol's propagation, weak unless the
        /// type's own name agrees.
        var inherited: [(role: String, reason: RoleAssignment.InheritanceReason, fromRule: Bool, scoped: Bool, strong: Bool)] = []
        /// A role a supertype has only from its folder is as weak as a folder: a repository in
        /// Data/ conforming to a protocol in Domain/ belongs to Data. Such roles count last.
        var byFolderOfSupertype: [(role: String, reason: RoleAssignment.InheritanceReason)] = []
        /// A role a supertype has only from a name is as strong as that name (see ``assign(_:supertypes:known:context:lineage:area:rulesPath:depth:)``).
        var byNameOfSupertype: [(role: String, reason: RoleAssignment.InheritanceReason, weight: Int, strong: Bool)] = []
        /// What the type's own structure turned down, said in its reason.
        var vetoes: [String] = []
    }

    /// The roles a type's supertypes and attributes give it, each with its strength.
    static func supertypeEvidence(
        _ type: borrowing Subject, supertypes: UnsafeBufferPointer<Int32>, known: UnsafeBufferPointer<RoleAssignment>, context: inout Context,
        lineage: Lineage, area: Int32, rulesPath: String, depth: Int
    ) -> SupertypeEvidence {
        var evidence = SupertypeEvidence()
        for (position, name) in type.inherits.enumerated() {
            let id = Int(supertypes[position])
            if id >= 0, let role = known[id].role, isCallback(lineage.types[id], known[id]) {
                // A delegate or data source is its caller's callback: implementing one makes a
                // type no Coordinator because the protocol is named `*CoordinatorDelegate`.
                evidence.vetoes.append("conforms to \(name) (\(role) by \(known[id].reason)), a callback its caller declares: not its implementer's role")
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
                        evidence.byFolderOfSupertype.append((role, .conformsHere(to: name, role: role, reason: here.reason)))
                    } else if here.nameWeight > 0 {
                        evidence.byNameOfSupertype.append((role, .conformsHere(to: name, role: role, reason: here.reason), here.nameWeight, superclassStrength))
                    } else {
                        evidence.inherited.append((role, .conformsHere(to: name, role: role, reason: here.reason), false, false, superclassStrength))
                    }
                }
            } else if id >= 0, let role = known[id].role {
                if known[id].isByPath {
                    evidence.byFolderOfSupertype.append((role, .conforms(to: name, role: role)))
                } else if known[id].nameWeight > 0 {
                    evidence.byNameOfSupertype.append((role, .conforms(to: name, role: role), known[id].nameWeight, superclassStrength))
                } else {
                    evidence.inherited.append((role, .conforms(to: name, role: role), false, false, superclassStrength))
                }
            }
            // Most supertypes match no rule and most types have no attribute: no loop to start
            // then (an unoptimized build looks up type metadata for each).
            let matches = context.inheritanceMatches(name)
            if matches.isEmpty { continue }
            for match in matches where context.current.holds[match.rule] {
                if type.sharedFolders > 0, SharedState.isObservation(name) { continue }
                let rule = context.rules.roleRules[match.rule]
                evidence.inherited.append((rule.role, .inherits(from: name, pattern: match.pattern.text), true, !rule.scope.isEverywhere, true))
            }
        }
        if !type.attributes.isEmpty {
            // `@` and the name compared apart: joining them made a string per pattern of every rule.
            for attribute in type.attributes {
                if type.sharedFolders > 0, SharedState.isObservation("@" + attribute) { continue }
                for rule in context.current.rules {
                    guard case .inheritance(let patterns) = rule.signal,
                          patterns.contains(where: { $0.isAttribute && $0.text.utf8.dropFirst().elementsEqual(attribute.utf8) }) else { continue }
                    evidence.inherited.append((rule.role, .marked(attribute), true, !rule.scope.isEverywhere, true))
                }
            }
        }
        if evidence.inherited.contains(where: \.scoped) {
            // A scoped preset's framework bases replace those used everywhere.
            evidence.inherited.removeAll { $0.fromRule && !$0.scoped }
        }
        return evidence
    }

    /// The one role the supertypes agree on, with its strength: weak when only project protocols
    /// give it and the type's own name neither matches it nor names one of them.
    static func inheritedRole(
        _ role: String, _ type: borrowing Subject, evidence: borrowing SupertypeEvidence,
        supertypes: UnsafeBufferPointer<Int32>, known: UnsafeBufferPointer<RoleAssignment>, context: inout Context,
        named: (roles: [(role: String, reason: String)], weight: Int)?, weight: Int, conflict: String?
    ) -> RoleAssignment {
        let inherited = evidence.inherited
        var assignment = RoleAssignment(role: role, evidence: .inheritance(inherited[0].reason), conflict: conflict)
        assignment.nameWeight = weight
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
                return protocolName.utf8.count > 3 && nameContains(type.name, protocolName)
            default: return false
            }
        }
        if !inherited.contains(where: \.strong), !namedAfterIt {
            let own = named ?? nameMatches(type, context: &context)
            if !own.roles.contains(where: { $0.role == role }) { assignment.strength = .weak }
        }
        return assignment
    }

    /// Whether `part` is written somewhere in `name`: ASCII names compared byte by byte, in
    /// place (`String.contains` is a generic search by characters, which cost more than the rest
    /// of a type's inherited role); others as characters, as Swift compares them.
    static func nameContains(_ name: String, _ part: String) -> Bool {
        let found = name.withBytesInPlace { bytes in
            part.withBytesInPlace { partBytes -> Bool? in
                guard bytes.allSatisfy({ $0 < 0x80 }), partBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard partBytes.count <= bytes.count else { return false }
                if partBytes.isEmpty { return true }
                for start in 0...(bytes.count - partBytes.count) where memoryEqual(UnsafeBufferPointer(rebasing: bytes[start..<(start + partBytes.count)]), partBytes) {
                    return true
                }
                return false
            }
        }
        return found ?? name.contains(part)
    }

    /// The role of a type whose supertypes give none or several: its own name unless its
    /// structure turns it down, then its place (``roleByPlace(_:evidence:notes:context:unknownAnnotation:)``).
    static func roleByName(
        _ type: borrowing Subject, evidence: consuming SupertypeEvidence, inheritedRoles: [String],
        named: (roles: [(role: String, reason: String)], weight: Int)?,
        supertypes: UnsafeBufferPointer<Int32>, lineage: Lineage, context: inout Context, unknownAnnotation: String?
    ) -> RoleAssignment {
        var (byName, nameWeight) = named ?? nameMatches(type, context: &context)
        if !byName.isEmpty, borrowedName(type, context: &context) == nil {
            // The type's own structure turns down a name it cannot be (`enum BadgeView`); a
            // platform idiom's own reason (below) says more.
            var namesOtherRole = false
            for candidate in byName where !context.screenRoles.contains(candidate.role) { namesOtherRole = true }
            let platformWord = namesOtherRole ? platformWord(of: type, supertypes: supertypes, lineage: lineage) : nil
            var vetoes = evidence.vetoes
            // A loop, not `removeAll(where:)`: a closure reading the context copied all of it,
            // retaining every list it holds, for each type with a name.
            var kept: [(role: String, reason: String)] = []
            for candidate in byName {
                if let platformWord, !context.screenRoles.contains(candidate.role) {
                    vetoes.append("\(candidate.reason) but it is built on \(platformWord.base), whose word '\(platformWord.word)' it bears: part of the screens, not \(candidate.role) by its name")
                } else if let veto = nameVeto(candidate.role, type, context: &context) {
                    vetoes.append("\(candidate.reason) but \(veto)")
                } else {
                    kept.append(candidate)
                }
            }
            byName = kept
            evidence.vetoes = vetoes
        }
        if inheritedRoles.count > 1 {
            let conflict = evidence.inherited.map(\.reason.text).joined(separator: "; ")
            if let named = byName.first, byName.count == 1, inheritedRoles.contains(named.role) {
                var assignment = RoleAssignment(role: named.role, reason: named.reason + ", among conflicting supertypes", conflict: conflict)
                assignment.nameWeight = nameWeight
                return assignment
            }
            return RoleAssignment(role: nil, reason: "conflicting supertypes", conflict: conflict)
        }

        var borrowed: String?
        if byName.contains(where: { !$0.reason.hasPrefix("qualified") }), let idiom = borrowedName(type, context: &context) {
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
        return roleByPlace(type, evidence: evidence, notes: borrowed, context: &context, unknownAnnotation: unknownAnnotation)
    }

    /// The role of a type neither its supertypes nor its name give one: its file's path, its
    /// supertypes' folders, or plain data; `notes` is why its name gave none (a platform idiom).
    static func roleByPlace(
        _ type: borrowing Subject, evidence: consuming SupertypeEvidence, notes borrowed: String?, context: inout Context,
        unknownAnnotation: String?
    ) -> RoleAssignment {
        var vetoes = evidence.vetoes
        var namesItsFile: String?
        if let byPath = context.pathRule(at: type.relativePath, applicable: context.current.rules) {
            if isNamedFile(type.relativePath, by: byPath.pattern.text, qualifiedName: type.qualifiedName) {
                namesItsFile = "path matches '\(byPath.pattern.text)', but the file is named after the type, whose own name matches no pattern"
            } else if let what = notCollected(type, byFilePattern: byPath.pattern.text, context: &context) {
                vetoes.append("path matches '\(byPath.pattern.text)' but \(what), not what the file collects")
            } else {
                var assignment = RoleAssignment(role: byPath.rule.role, evidence: .path(pattern: byPath.pattern.text), conflict: unknownAnnotation, isByPath: true)
                if isDeclared(byPath.rule.origin) {
                    assignment.strength = .strong
                } else if context.dataRoles.contains(byPath.rule.role), let backing = dataShape(type) {
                    // A data folder's role backed by the type's shape (a `Codable` record in
                    // `Entities/`) is two signals agreeing: strong.
                    assignment.evidence = .pathAndShape(pattern: byPath.pattern.text, shape: backing)
                    assignment.strength = .strong
                }
                if !vetoes.isEmpty { assignment.reason += "; " + vetoes.joined(separator: "; ") }
                return assignment
            }
        }
        let byFolderOfSupertype = evidence.byFolderOfSupertype
        if let first = byFolderOfSupertype.first, distinct(byFolderOfSupertype.map(\.role)).count == 1 {
            return RoleAssignment(role: first.role, evidence: .inheritance(first.reason), conflict: unknownAnnotation, isByPath: true)
        }
        let notes = ([borrowed ?? namesItsFile].compactMap { $0 } + vetoes)
        let note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        if let role = context.plainDataRole(), let shape = plainData(kind: type.kind, qualifiedName: type.qualifiedName, inherits: type.inherits, shape: type.shape) {
            var assignment = RoleAssignment(role: role, evidence: .plainData(shape, note: note), conflict: unknownAnnotation)
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
    /// are the roles whose names no data type borrows in practice (a `Presenter`). MVC's
    /// `Controller` acts too: an enum of navigation targets named `*Controller` controls nothing.
    static let actingRoles: Set<String> = ["View", "ViewController", "SwiftUIView", "ViewModel", "Service", "Coordinator", "Controller"]

    /// The value protocols that make a type to be decoded, encoded or archived: data stored or
    /// sent, never what a screen alone shows.
    static let codingProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "NSCoding", "NSSecureCoding", "Mappable", "ImmutableMappable",
    ]

    /// Roles that only code showing things can have: a module that imports no UI framework has
    /// none of them. A ViewModel may bind with a reactive framework instead.
    static let screenRoles: [String: Set<String>] = {
        let ui: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "CarPlay", "MapKit", "WebKit", "SpriteKit", "SceneKit"]
        let binding = ui.union(["Combine", "Observation", "RxSwift", "RxCocoa", "RxRelay", "ReactiveSwift", "ReactiveCocoa", "Bond", "ComposableArchitecture"])
        return ["View": ui, "ViewController": ui, "SwiftUIView": ui, "ViewModel": binding]
    }()

    /// The frameworks of ``screenRoles``, each a bit: which of them a module imports is a
    /// number, not a set of names (a module's files import hundreds of modules in all, each
    /// hashed into a set of names for every file).
    static let frameworkBits: [String: UInt32] = {
        let names = screenRoles.values.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted()
        return Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, UInt32(1) << UInt32($0)) })
    }()

    /// ``screenRoles`` as bits of ``frameworkBits``.
    static let screenRoleFrameworks: [String: UInt32] = screenRoles.mapValues { frameworks in
        frameworks.reduce(0) { $0 | frameworkBits[$1]! }
    }

    /// Why the type's own structure turns down a role its name gives, or nil when it does not.
    static func nameVeto(_ role: String, _ type: borrowing Subject, context: inout Context) -> String? {
        if actingRoles.contains(role) {
            if type.kind == .enum { return "it is an enum" }
            // A class has identity whatever it holds: only a struct is data. A ViewModel alone
            // has a value form, the values a screen shows (a cell's `struct MovieCellViewModel:
            // Hashable { let title: String }`): such a struct keeps the role unless its shape
            // says it is stored or sent (it declares `Codable`, `NSCoding`, `Mappable`, …).
            if type.kind == .struct,
               let shape = plainData(kind: type.kind, qualifiedName: type.qualifiedName, inherits: type.inherits, shape: type.shape) {
                if role != "ViewModel" { return "it is plain data (\(shape.text))" }
                if let coding = type.inherits.first(where: codingProtocols.contains) {
                    return "it is plain data made to be stored or sent (it declares \(coding))"
                }
            }
        }
        // A struct is a view only by conforming to one (SwiftUI's `View`, a view protocol of the
        // app; UIKit's and AppKit's views are classes): one declaring nothing but value protocols
        // is a value a view shows (`struct RowDisplay: Equatable` with computed text, `struct
        // FilterCell: Codable`), whatever view word its name ends in.
        if type.kind == .struct, context.viewRoles.contains(role),
           type.inherits.allSatisfy({ valueProtocols.contains($0) || neutralConformances.contains($0) }) {
            let declared = type.inherits.filter(valueProtocols.contains)
            return declared.isEmpty ? "it is a struct conforming to no view protocol"
                : "it is a struct conforming to no view protocol, only to \(declared.joined(separator: ", "))"
        }
        if let veto = storeVeto(role, kind: type.kind) { return veto }
        if let veto = valueRoleVeto(role, kind: type.kind, qualifiedName: type.qualifiedName, inherits: type.inherits) { return veto }
        // Only a module the build descriptions name (a loose folder's files are one app), and
        // only a value: a class of such a module may still be the screen's, built on a base the
        // app's UI module gives it.
        if type.kind == .struct || type.kind == .enum, let frameworks = screenRoleFrameworks[role], let module = type.module,
           let imported = context.moduleFrameworks[module], imported & frameworks == 0 {
            return "it is a value in a module that imports no UI framework"
        }
        return nil
    }

    /// What in a type's shape says it is data: a value protocol it declares, or the shape of
    /// plain data.
    enum DataShape: Sendable {
        case declares(String)
        case plainData(PlainDataShape)

        var text: String {
            switch self {
            case .declares(let value): return "it declares \(value)"
            case .plainData(let shape): return "plain data (\(shape.summary))"
            }
        }
    }

    /// What in a type's shape says it is data, or nil.
    static func dataShape(_ type: borrowing Subject) -> DataShape? {
        if let value = type.inherits.first(where: valueProtocols.contains) { return .declares(value) }
        if let shape = plainData(kind: type.kind, qualifiedName: type.qualifiedName, inherits: type.inherits, shape: type.shape) {
            return .plainData(shape)
        }
        return nil
    }

    /// Why a file-name pattern (`**/*Models.swift`) does not give its role to a declaration of
    /// the file: a free function or a helper enum (no cases) is not what the file collects.
    static func notCollected(_ type: borrowing Subject, byFilePattern pattern: String, context: inout Context) -> String? {
        guard pattern.hasSuffix(".swift") else { return nil }
        if type.kind == .function { return "it is a function" }
        if type.kind == .enum, type.shape.cases == 0, !context.enclosing.contains(type.qualifiedName) {
            return "it is a helper enum (no cases, no nested types)"
        }
        return nil
    }

    /// A delegate or data source protocol whose role comes from its name or folder: its role is
    /// its caller's (see ``rolesFromConformers``), not one its implementers take.
    static func isCallback(_ type: borrowing ProjectType, _ assignment: borrowing RoleAssignment) -> Bool {
        guard type.kind == .protocol, assignment.nameWeight > 0 || assignment.isByPath else { return false }
        return TestCode.name(type.name, endsWith: "Delegate") || TestCode.name(type.name, endsWith: "DataSource")
    }

    /// True when a file-name pattern with a wildcard (`**/*Models.swift`: files that collect
    /// models) matched the file of the one type it is named after (`OnboardingAuthStepModels` in
    /// `OnboardingAuthStepModels.swift`, an onboarding step): the file's name is then that type's
    /// own name, which the name patterns have judged already, not what the file collects. A
    /// literal file name (`**/Entity.swift`) means that very file.
    static func isNamedFile(_ path: String, by pattern: String, qualifiedName: String) -> Bool {
        let fileComponent = lastPathComponent(pattern)
        guard fileComponent.hasSuffix(".swift"), fileComponent.contains("*") else { return false }
        let file = lastPathComponent(path)
        return file.hasSuffix(".swift") && file.dropLast(".swift".count) == qualifiedName
    }

    /// The last component of a path that is not empty, as `split(separator: "/").last ?? ""`
    /// gives it, found from the end by bytes (splitting made an array of every component for
    /// each type a folder rule holds).
    static func lastPathComponent(_ path: String) -> Substring {
        let utf8 = path.utf8
        let slash = UInt8(ascii: "/")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        var start = end
        while start > utf8.startIndex, utf8[utf8.index(before: start)] != slash { start = utf8.index(before: start) }
        return path[start..<end]
    }

    /// Platform idioms that borrow a role's name, told by the type's own structure: a nested
    /// namespace of constants (`enum ViewTraits { enum View … }`), the `Coordinator` a
    /// `UIViewRepresentable` nests, an enum of requests (`enum APIRouter: URLRequestConvertible`).
    /// Returns why the name does not count, or nil when it does.
    static func borrowedName(_ type: borrowing Subject, context: inout Context) -> String? {
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
    static func testCode(
        _ type: borrowing Subject, supertypes: UnsafeBufferPointer<Int32>, known: UnsafeBufferPointer<RoleAssignment>, context: inout Context
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
    static func explicitRole(_ type: borrowing Subject, rules: [RoleRule]) -> RoleAssignment? {
        for rule in rules.reversed() {
            guard case .explicit(let names) = rule.signal,
                  names.contains(type.qualifiedName) || names.contains(type.name) else { continue }
            return RoleAssignment(role: rule.role, reason: "listed in '\(rule.role) includes' at \(rule.origin)")
        }
        return nil
    }

    /// A type named like a composition root, or nested in one (a preview provider's helpers).
    static func compositionRoot(_ type: borrowing Subject, roots: [CompositionRootRule], filters: [NameFilter], any: NameFilter) -> RoleAssignment? {
        guard !roots.isEmpty else { return nil }
        // Most types are top level: their one component is the name, no split needed.
        let isNested = QualifiedName.isDotted(type.qualifiedName)
        // Most types are no composition root: when no rule can match the name, stop here.
        if !isNested, any.matches(name: type.name, qualifiedName: type.qualifiedName).isEmpty { return nil }
        // The same for a nested type and each name enclosing it, while no pattern is qualified
        // (then the simple names are all a pattern can match), from the last dot back: most
        // nested types are no composition root either, and need no list of their components.
        if isNested, !any.hasQualified, !anyComponent(of: type.qualifiedName, matches: any) {
            return nil
        }
        let components = isNested ? QualifiedName.components(type.qualifiedName) : [Substring(type.qualifiedName)]
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

    /// Whether a simple pattern of `filter` matches a component of a dotted name.
    static func anyComponent(of qualifiedName: String, matches filter: NameFilter) -> Bool {
        // Each component read in place: a string per component cost more than comparing it.
        qualifiedName.withBytesInPlace { bytes in
            var end = bytes.count
            while end > 0 {
                var start = end
                while start > 0, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
                if end > start, filter.matchesAny(simpleName: UnsafeBufferPointer(rebasing: bytes[start..<end])) { return true }
                end = start - 1
            }
            return false
        }
    }

    /// Name matches, keeping for each role its most specific pattern. Qualified-name patterns
    /// outrank simple ones, scoped rules outrank rules used everywhere, and then the pattern with
    /// the most literal characters wins (`*ViewModel` over `*Model`).
    ///
    /// A name that matches no pattern but ends in a number (`ViewController2`, `HomeViewModel3`:
    /// a second version of a screen, a copy kept beside the first) is matched without it.
    static func nameMatches(_ type: borrowing Subject, context: inout Context) -> (roles: [(role: String, reason: String)], weight: Int) {
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
}
