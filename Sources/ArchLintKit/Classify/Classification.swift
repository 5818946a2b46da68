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
        /// `path matches 'PATTERN'`, a data folder's role its shape backs (see
        /// ``Classifier/dataShape(_:)``).
        case pathAndShape(pattern: String, shape: Classifier.DataShape)
        /// Plain data's shape when no other rule gives a role, with what else was said of the
        /// type (a name turned down, a folder's pattern), if anything.
        case plainData(Classifier.PlainDataShape, note: String?)

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
            case .pathAndShape(let pattern, let shape): return "path matches '\(pattern)'; its shape agrees: \(shape.text)"
            case .plainData(let shape, let note):
                return "plain data (\(shape.text)); no other rule gives it a role" + (note.map { "; \($0)" } ?? "")
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

    /// The roles that only hold data: `Model`, `Entity` and those the rules give by plain-data
    /// shape (`Entity is plain data`).
    package var dataRoles: Set<String> = ["Model", "Entity"]

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
