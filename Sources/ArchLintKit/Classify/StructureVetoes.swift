/// What a type's own structure says against a weak signal that would otherwise decide its role:
/// a name word the type's kind cannot be, and a shape of data whose code builds screens.
extension Classifier {
    /// Roles whose types are the framework's store object or a class like it: TCA's and
    /// ReSwift's `Store` are classes that hold the state the views observe and take their
    /// actions (an app's own store is a subclass, an alias or a class of the same kind).
    static let storeRoles: Set<String> = ["Store"]

    /// Why a type of `kind` cannot have a store role its name gives (`actor ProfileStore`, a
    /// persistence actor; `struct DataStore<Value>`, a value wrapper), or nil when it can.
    static func storeVeto(_ role: String, kind: DeclarationKind) -> String? {
        guard storeRoles.contains(role) else { return nil }
        switch kind {
        case .actor: return "it is an actor, not a store the views observe"
        case .struct, .enum: return "it is a value (\(kind.rawValue)), not a store the views observe"
        default: return nil
        }
    }

    /// Roles whose types are the values a reducer evolves and the values sent to it: TCA's and
    /// Redux's `State` and `Action` are structs and enums, compared and copied.
    static let valueRoles: Set<String> = ["State", "Action"]

    /// The raw types an enum may be backed by (`enum SyncStatus: String`).
    static let rawValueTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Character",
    ]

    /// Why a type of `kind` cannot have a value role its name gives, or nil when it can: a class
    /// or an actor has identity (an `ObservableObject` named `*State` that views observe is their
    /// model, not a reducer's state), and a top-level enum backed by raw values is a status or an
    /// option (`enum SyncState: String` of a stored record), which holds no feature's state and
    /// carries no payload. A reducer's own nested `State` or `Action` is judged by its kind alone.
    static func valueRoleVeto(_ role: String, kind: DeclarationKind, qualifiedName: String, inherits: [String]) -> String? {
        guard valueRoles.contains(role) else { return nil }
        switch kind {
        case .class, .actor:
            return "it is \(kind == .class ? "a class" : "an actor"), not a value a reducer evolves"
        case .enum:
            guard !QualifiedName.isDotted(qualifiedName), let raw = inherits.first, rawValueTypes.contains(raw) else { return nil }
            return "it is an enum of \(raw) raw values, a status or an option, not a feature's \(role)"
        default:
            return nil
        }
    }

    /// The roles of the screens in `rules`: the view roles (see ``viewRoleNames(_:)``) and the
    /// view model roles (see ``screenRoles``).
    static func screenRoleNames(_ rules: RuleSet) -> Set<String> {
        viewRoleNames(rules).union(Set(screenRoles.keys).intersection(rules.roles))
    }

    /// The roles a rule gives for inheriting from UIKit's, AppKit's or SwiftUI's view and view
    /// controller bases.
    static func viewRoleNames(_ rules: RuleSet) -> Set<String> {
        let bases: Set<String> = ["UIView", "UIViewController", "View", "NSView", "NSViewController", "UIViewRepresentable"]
        var roles: Set<String> = []
        for rule in rules.roleRules {
            guard case .inheritance(let patterns) = rule.signal, patterns.contains(where: { bases.contains($0.text) }) else { continue }
            roles.insert(rule.role)
        }
        return roles
    }

    /// A type whose data role comes from its shape alone (plain data) and whose code builds or
    /// names screens (a route enum whose members construct the destination views, a diffable
    /// section enum whose static factory registers and dequeues cells, a view's state enum
    /// carrying its view model) is presentation code, not data: it loses the role, with the
    /// reason. A screen counts when its own role is strong (a UIKit subclass, a SwiftUI view, a
    /// name the shape backs). Data holding a Presenter or a Service stays data, and its use of
    /// them stays an error (see ``Checker``).
    static func vetoPlainDataBuildingScreens(_ assignments: inout [RoleAssignment], project: Project, rules: RuleSet, uses: TypeUses) {
        guard assignments.contains(where: { $0.isPlainData && $0.role != nil }) else { return }
        let screens = screenRoleNames(rules)
        guard !screens.isEmpty else { return }
        // Per type, once: whether it is plain data, and whether it is a screen by strong evidence.
        // The edges, many times more, then read flags, not roles to hash.
        let flags = RoleFlags(assignments, strongRoleIn: screens)
        // Per plain data type, the first screen it uses, or -1.
        var found = [Int32](repeating: -1, count: assignments.count)
        var any = false
        for index in 0..<uses.count {
            let source = Int(uses.sources[index])
            guard flags.isPlainData[source], found[source] < 0 else { continue }
            let target = Int(uses.targets[index])
            guard target != source, flags.hasStrongRole[target], assignments[target].role != assignments[source].role else { continue }
            found[source] = Int32(target)
            any = true
        }
        guard any else { return }
        for id in found.indices where found[id] >= 0 {
            let screen = Int(found[id])
            let assignment = assignments[id]
            let used = "\(assignments[screen].role!) '\(project.types[screen].qualifiedName)'"
            assignments[id] = RoleAssignment(
                role: nil, reason: "\(assignment.reason); not data: its code builds or names screens (uses \(used))", conflict: assignment.conflict)
        }
    }
}

extension Classifier {
    /// The extensions of a type written in a file that holds one of its nested types of another
    /// role (`extension DAppsDirectory { struct View: SwiftUI.View … }` in
    /// `DAppsDirectory+View.swift`, beside `static func loadedView() -> some SwiftUI.View` in
    /// another `extension DAppsDirectory`): that file is the nested type's, and the extension's
    /// code is its helpers, judged with its role (see ``ExtensionCode``), not charged to the
    /// reducer it extends. Only for a view's role (see ``viewRoleNames(_:)``; a reducer's `State`
    /// in a file of its own is the reducer's data, its code the reducer's; a cell's nested
    /// `ViewModel` leaves the cell's `configure` in the same file the cell's), only for a type
    /// that is no screen itself, and only where every nested type of the type that the file
    /// declares with a role has that same strong role. A type whose folder already speaks for its
    /// extensions (see ``extensionCode(_:assignments:rules:files:)``) keeps that.
    static func extensionCodeOfNestedTypes(
        _ project: Project, assignments: [RoleAssignment], rules: RuleSet, files: FilesByPath,
        into found: inout [ProjectType.ID: [ExtensionCode]]
    ) {
        let views = viewRoleNames(rules)
        guard !views.isEmpty else { return }
        let screens = screenRoleNames(rules)
        for id in project.types.indices where !project.types[id].extensions.isEmpty {
            guard let role = assignments[id].role, !screens.contains(role) else { continue }
            // Read in place: copying the type would retain every string in it.
            for place in project.types[id].extensions where place.file != project.types[id].file && found[id]?.contains(where: { $0.file == place.file }) != true {
                guard let index = files.index(of: place.file),
                      let nested = nestedRole(of: id, inFile: index, project: project, assignments: assignments),
                      views.contains(nested.role) else { continue }
                found[id, default: []].append(ExtensionCode(
                    file: place.file, relativePath: project.relativePath(ofFileAt: index), role: nested.role,
                    reason: "its file declares \(nested.role) '\(nested.name)' nested in it", isDeclared: true))
            }
        }
    }

    /// The one strong role, other than the type's own, of the types nested in `id` that file
    /// `index` declares, with one of their names; nil when there is none or more than one.
    private static func nestedRole(
        of id: ProjectType.ID, inFile index: Int, project: Project, assignments: [RoleAssignment]
    ) -> (role: String, name: String)? {
        var found: (role: String, name: String)?
        for nested in project.typesByFile[index] where QualifiedName.isNested(project.types[nested].qualifiedName, in: project.types[id].qualifiedName) {
            guard let role = assignments[nested].role else { continue }
            guard role != assignments[id].role, assignments[nested].strength == .strong, found == nil || found?.role == role else { return nil }
            if found == nil { found = (role, project.types[nested].qualifiedName) }
        }
        return found
    }
}

extension Classifier {
    /// Whether a supertype as written is a UIKit or AppKit type (`UIGestureRecognizer`,
    /// `UITableViewDataSource`, `NSObject` aside) or SwiftUI's `View`: a type built on one is
    /// part of the screens.
    static func isPlatformUIBase(_ name: String) -> Bool {
        name.withBytesInPlace { bytes in
            let last = PlatformNames.lastComponent(of: bytes)
            return PlatformNames.isASCII(last) ? PlatformNames.isUIBase(last) : isPlatformUIBase(lastComponent: Substring(lastComponent(name)))
        }
    }

    /// ``isPlatformUIBase(_:)`` of a name's last component as text, for a name that is not ASCII
    /// (whose characters another spelling may share).
    private static func isPlatformUIBase(lastComponent last: Substring) -> Bool {
        if ["View", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable"].contains(last) { return true }
        let bytes = Array(last.utf8)
        guard bytes.count > 2, bytes[2] >= UInt8(ascii: "A"), bytes[2] <= UInt8(ascii: "Z") else { return false }
        return bytes.starts(with: [UInt8(ascii: "U"), UInt8(ascii: "I")]) || (bytes.starts(with: [UInt8(ascii: "N"), UInt8(ascii: "S")]) && last != "NSObject"
            && (last.hasSuffix("View") || last.hasSuffix("Controller") || last.hasSuffix("Recognizer")))
    }

    /// A type whose data role comes from its folder alone (`Models/`) and whose structure says it
    /// is part of the screens loses the role, with the reason: a UIKit, AppKit or SwiftUI base or
    /// conformance (a gesture recognizer subclass, a table view data source), or being nested in
    /// a type with a strong screen role or in a representable (a view's own mode enum, the
    /// coordinator a `UIViewRepresentable` nests). The framework's structure outranks the folder.
    static func vetoFolderRolesOfScreenParts(
        _ assignments: inout [RoleAssignment], project: Project, rules: RuleSet, representables: Set<String>
    ) {
        let dataRoles = dataRoles(rules)
        let screens = screenRoleNames(rules)
        for id in assignments.indices where assignments[id].isByPath && assignments[id].strength == .weak {
            guard let role = assignments[id].role, dataRoles.contains(role) else { continue }
            // Read in place: copying the type would retain every string in it.
            let qualifiedName = project.types[id].qualifiedName
            var why: String?
            if let base = project.types[id].inherits.first(where: isPlatformUIBase) {
                why = "it is built on \(base)"
            } else if let dot = QualifiedName.lastDot(in: qualifiedName, before: qualifiedName.utf8.count) {
                let enclosing = String(QualifiedName.text(of: qualifiedName, bytes: 0..<dot))
                if representables.contains(enclosing) {
                    why = "it is nested in the representable \(enclosing)"
                } else {
                    // The first type of the name, as the index keeps it (a dictionary of every
                    // type's name would hash them all again).
                    if let outer = project.candidates.entry(of: enclosing).map(project.candidates.first(of:)), let outerRole = assignments[outer].role, screens.contains(outerRole), assignments[outer].strength == .strong {
                        why = "it is nested in \(outerRole) '\(enclosing)'"
                    }
                }
            }
            guard let why else { continue }
            let assignment = assignments[id]
            assignments[id] = RoleAssignment(
                role: nil, reason: "\(assignment.reason) but \(why): part of the screens, not \(role) by its folder", conflict: assignment.conflict)
        }
    }
}

extension Classifier {
    /// A value whose role comes from a folder, a name word or its plain shape, and that only
    /// screens use, is the screens' display state, not the app's data or state: it loses the
    /// role, with the reason. Two kinds:
    ///
    /// - top level, with a data role, or a value role its own name gives (see ``valueRoles``),
    ///   used by a view or a controller among screens only (a view's mode enum in `Models/`, a
    ///   crop tool's `RatioModel` options, a tab strip's title items named `*Model`, a list's
    ///   `FilterState`, a button descriptor named `*Action`);
    /// - nested in a type with a strong view role (the innermost enclosing type that has a role),
    ///   with any role but a screen's, used by nothing but screens and role-less code beyond that
    ///   view (an editor controller's `EditorType` its content views read, a player's `PlayType`,
    ///   a view's own `State` or `ViewState` that `*State` makes a store's state): the view
    ///   declares it, so it is part of that screen, whatever its name or folder says.
    ///
    /// Data made to be stored or sent (it declares `Codable`, `NSCoding`, …) stays data, and so
    /// does a value any other type with a role uses (a service that loads it, a model that holds
    /// it); a role from an annotation, a list, a supertype or a platform conformance stays. A
    /// screen is a type of a view or view model role (see ``screenRoleNames(_:)``); the value's
    /// own nested types are itself. Nested values elsewhere are judged by what uses them beyond
    /// their enclosing type (see ``confirmPlainData``).
    ///
    /// Code with no role that itself uses a screen (a diffable section enum registering cells,
    /// a list adapter) is the screens' code too, not a user that keeps a top-level value data.
    /// A value whose own shape is a screen's (see ``screenShape``: a list of options, an option
    /// set, a value holding UIKit, AppKit or SwiftUI types) is judged by the roles of its users
    /// alone, role-less code aside, and a `*Model` name does not keep it data either.
    static func vetoDataRolesOfScreenState(
        _ assignments: inout [RoleAssignment], project: Project, rules: RuleSet, uses: TypeUses, edgesBySource: EdgesBySource
    ) {
        let dataRoles = dataRoles(rules)
        let screens = screenRoleNames(rules)
        let views = viewRoleNames(rules)
        guard !views.isEmpty else { return }
        let topLevel = Int32(assignments.count)
        // The candidates (by their shapes) and what each type's role says as a user, side by
        // side: both only read the assignments, which change only below.
        let current = assignments
        let ((shapes, candidates), (userRoles, screensCode)) = Parallel.pair({
            let shapes = Classifier.screenShapes(current, project: project, dataRoles: dataRoles, views: views, edgesBySource: edgesBySource)
            return (shapes, Classifier.screenStateCandidates(current, project: project, dataRoles: dataRoles, screens: screens, views: views, shapes: shapes))
        }, {
            let userRoles = Classifier.userRoles(current, screens: screens, views: views)
            return (userRoles, Classifier.screensCode(userRoles: userRoles, uses: uses))
        })
        guard candidates.any else { return }
        let owner = candidates.owner
        // Per top-level candidate: whether its shape decides (its name alone would keep it data,
        // or role-less code that is no screen's uses it).
        var byShape = candidates.byShape
        // Per candidate: the first screen that uses it (a view one for a top-level value), and
        // whether anything else does.
        var screenUser = [Int32](repeating: -1, count: assignments.count)
        var otherUser = [Bool](repeating: false, count: assignments.count)
        // The top-level values used by another top-level value (user, used).
        var valueUsers: [(Int32, Int32)] = []
        for index in 0..<uses.count {
            let source = Int(uses.sources[index]), target = Int(uses.targets[index])
            guard target != source, owner[target] >= 0, !otherUser[target] else { continue }
            if QualifiedName.isNested(project.types[source].qualifiedName, in: project.types[target].qualifiedName) { continue }
            if owner[target] != topLevel {
                // The view that declares it, and everything else it declares, are that screen.
                let view = Int(owner[target])
                if source == view || QualifiedName.isNested(project.types[source].qualifiedName, in: project.types[view].qualifiedName) { continue }
            }
            switch userRoles[source] {
            case .screen, .view:
                if screenUser[target] < 0, owner[target] != topLevel || userRoles[source] == .view { screenUser[target] = Int32(source) }
            case .other:
                // Another top-level value is read once all are known (below).
                if owner[target] == topLevel, owner[source] == topLevel {
                    valueUsers.append((Int32(source), Int32(target)))
                } else {
                    otherUser[target] = true
                }
            case .none:
                guard owner[target] == topLevel, !screensCode[source] else { break }
                if shapes[target] == nil { otherUser[target] = true } else { byShape[target] = true }
            }
        }
        settle(valueUsers, otherUser: &otherUser, screenUser: screenUser)
        for id in assignments.indices where owner[id] >= 0 && !otherUser[id] {
            let assignment = assignments[id]
            let why: String
            var whose = "their"
            if owner[id] != topLevel {
                whose = "the screen's"
                why = nestedReason(view: Int(owner[id]), screen: Int(screenUser[id]), project: project, assignments: assignments)
            } else {
                guard screenUser[id] >= 0 else { continue }
                let screen = Int(screenUser[id])
                why = "only screens use it (\(assignments[screen].role!) '\(project.types[screen].qualifiedName)')" + (byShape[id] ? " and \(shapes[id]!)" : "")
            }
            assignments[id] = RoleAssignment(
                role: nil, reason: "\(assignment.reason) but \(why): \(whose) display state, not \(assignment.role!)", conflict: assignment.conflict)
        }
    }

    /// The candidates of ``vetoDataRolesOfScreenState``, per type: -1 when it is none, the count
    /// of types when it is a top-level one, else the view it is nested in; whether a top-level
    /// one is one by its shape alone (see ``screenShapes``); whether there is any.
    private static func screenStateCandidates(
        _ assignments: [RoleAssignment], project: Project, dataRoles: Set<String>, screens: Set<String>, views: Set<String>, shapes: [String?]
    ) -> (owner: [Int32], byShape: [Bool], any: Bool) {
        let topLevel = Int32(assignments.count)
        var owner = [Int32](repeating: -1, count: assignments.count)
        var byShape = [Bool](repeating: false, count: assignments.count)
        var any = false
        // Read in place: copying each type would retain every string in it.
        for id in assignments.indices {
            let kind = project.types[id].kind
            guard kind == .enum || kind == .struct, let role = assignments[id].role, !screens.contains(role),
                  !isProjectsWord(assignments[id]), !assignments[id].isPlatformConformance,
                  !project.types[id].inherits.contains(where: codingProtocols.contains) else { continue }
            let byFolderOrShape = assignments[id].strength == .weak || assignments[id].isPlainData || assignments[id].isByPath
            if !QualifiedName.isDotted(project.types[id].qualifiedName) {
                if !isTopLevelScreenStateCandidate(assignments[id], role: role, kind: kind, dataRoles: dataRoles, byFolderOrShape: byFolderOrShape) {
                    guard shapes[id] != nil else { continue }
                    byShape[id] = true
                }
                owner[id] = topLevel
            } else {
                // Its own name, not a supertype's.
                var byName = assignments[id].nameWeight > 0
                if case .inheritance = assignments[id].evidence { byName = false }
                guard byFolderOrShape || byName,
                      let view = enclosingView(of: project.types[id].qualifiedName, project: project, assignments: assignments, views: views) else { continue }
                owner[id] = Int32(view)
            }
            any = true
        }
        return (owner, byShape, any)
    }

    /// Why a value nested in `view` is that screen's, with the first screen using it beyond the
    /// view (`screen`, -1 for none).
    private static func nestedReason(view: Int, screen: Int, project: Project, assignments: [RoleAssignment]) -> String {
        let nested = "it is nested in \(assignments[view].role!) '\(project.types[view].qualifiedName)'"
        guard screen >= 0 else { return "\(nested) and only that screen uses it" }
        return "\(nested) and only screens use it (\(assignments[screen].role!) '\(project.types[screen].qualifiedName)')"
    }

    /// Per role-less type: whether it uses a screen itself (a diffable section enum registering
    /// cells, a list adapter).
    private static func screensCode(userRoles: [UserRole], uses: TypeUses) -> [Bool] {
        var code = [Bool](repeating: false, count: userRoles.count)
        for index in 0..<uses.count where userRoles[Int(uses.sources[index])] == .none {
            let target = Int(uses.targets[index])
            if userRoles[target] == .screen || userRoles[target] == .view { code[Int(uses.sources[index])] = true }
        }
        return code
    }

    /// A top-level value that another such value uses (`valueUsers`: user, used) stays data
    /// when that one does (a model holds it); used only by display state and screens, it is
    /// display state too.
    private static func settle(_ valueUsers: [(Int32, Int32)], otherUser: inout [Bool], screenUser: [Int32]) {
        var changed = !valueUsers.isEmpty
        while changed {
            changed = false
            for (user, used) in valueUsers where !otherUser[Int(used)] && (otherUser[Int(user)] || screenUser[Int(user)] < 0) {
                otherUser[Int(used)] = true
                changed = true
            }
        }
    }

    /// Per top-level enum or struct with a data role from a folder, a name or its shape: what
    /// its own shape says of it when that is a screen's, in words, or nil. A list of options
    /// (`CaseIterable`), an option set (`OptionSet`), a `*Model` named after a view (see
    /// ``viewNamed(after:project:assignments:views:)``), or a value whose own code names a UIKit,
    /// AppKit or SwiftUI type (a tab item's `UIImage`, a colour scheme's
    /// `UIUserInterfaceStyle`): what a screen offers or draws, not what the app keeps. Read only
    /// where its users leave the question open (see ``vetoDataRolesOfScreenState``).
    static func screenShapes(
        _ assignments: [RoleAssignment], project: Project, dataRoles: Set<String>, views: Set<String>, edgesBySource: EdgesBySource
    ) -> [String?] {
        var shapes = [String?](repeating: nil, count: assignments.count)
        var candidate = [Bool](repeating: false, count: assignments.count)
        var any = false
        // Read in place: copying each type would retain every string in it.
        for id in assignments.indices {
            let kind = project.types[id].kind
            guard kind == .enum || kind == .struct, let role = assignments[id].role, dataRoles.contains(role),
                  assignments[id].strength == .weak || assignments[id].isPlainData || assignments[id].isByPath || assignments[id].nameWeight > 0,
                  !QualifiedName.isDotted(project.types[id].qualifiedName) else { continue }
            if let option = project.types[id].inherits.first(where: { $0 == "CaseIterable" || $0 == "OptionSet" }) {
                shapes[id] = option == "OptionSet" ? "it is an option set (OptionSet)" : "it is a list of options (CaseIterable)"
            } else if assignments[id].nameWeight > 0, let view = viewNamed(after: project.types[id].name, project: project, assignments: assignments, views: views) {
                shapes[id] = "it is named after \(assignments[view].role!) '\(project.types[view].qualifiedName)'"
            } else {
                candidate[id] = true
                any = true
            }
        }
        guard any else { return shapes }
        let dependencies = project.dependencies
        // Per target, once, whether it is a platform UI type (0: not asked yet, 1: no, 2: yes).
        var isUI = [UInt8](repeating: 0, count: dependencies.targets.count)
        // The candidates' own dependencies only, each in order: the first UI type each names.
        let edges = dependencies.edges
        for source in candidate.indices where candidate[source] {
            for position in edgesBySource.positions(of: source) {
                let target = Int(edges[position].target)
                if isUI[target] == 0 {
                    isUI[target] = 1
                    if case .external(let name) = dependencies.targets[target], isPlatformUIType(name) { isUI[target] = 2 }
                }
                guard isUI[target] == 2, case .external(let name) = dependencies.targets[target] else { continue }
                shapes[source] = "its code names \(name)"
                break
            }
        }
        return shapes
    }

    /// The view a `*Model` name names, as the model of one view (`FilterCellModel` of the cell
    /// `FilterCell`, `CropToolModel` of `CropToolView`): a top-level type `X`, `XView` or `XCell`
    /// for `XModel`, with a strong view role (see ``viewRoleNames(_:)``); nil when there is none.
    private static func viewNamed(after name: String, project: Project, assignments: [RoleAssignment], views: Set<String>) -> Int? {
        guard name.utf8.count > 5, name.hasSuffix("Model") else { return nil }
        let base = String(name.dropLast(5))
        for word in ["", "View", "Cell"] {
            guard let entry = project.candidates.entry(of: base + word) else { continue }
            let view = project.candidates.first(of: entry)
            if let role = assignments[view].role, views.contains(role), assignments[view].strength == .strong { return view }
        }
        return nil
    }

    /// Whether an external type's name is one of UIKit's, AppKit's or SwiftUI's drawing and
    /// screen types (`UIImage`, `UIColor`, `NSImage`, `Color`, `Image`; see ``isPlatformUIBase(_:)``).
    /// The app-wide objects (`UIApplication`, `UIDevice`, `UIScreen`) are asked about the device,
    /// not drawn, and do not count.
    static func isPlatformUIType(_ name: String) -> Bool {
        name.withBytesInPlace { bytes in
            guard PlatformNames.isASCII(bytes) else {
                let last = lastComponent(name)
                if ["UIApplication", "UIDevice", "UIScreen"].contains(last) { return false }
                if isPlatformUIBase(name) || name.hasPrefix("SwiftUI.") { return true }
                return ["Color", "Image", "Font", "NSImage", "NSColor", "NSFont", "NSAppearance"].contains(last)
            }
            let last = PlatformNames.lastComponent(of: bytes)
            if PlatformNames.spellsOne(of: PlatformNames.deviceTypes, last) { return false }
            return PlatformNames.isUIBase(last) || PlatformNames.starts(bytes, with: "SwiftUI.") || PlatformNames.spellsOne(of: PlatformNames.drawingTypes, last)
        }
    }

    /// Whether a top-level value's role is weak enough for ``vetoDataRolesOfScreenState``: a
    /// data role from its folder or shape (a `*Model` name alone may name what a view shows of
    /// the app's data; an enum's name may not), or a value role from its own name (a `*State`
    /// or `*Action` is a reducer's by that word alone: a list's filter, a button's descriptor).
    private static func isTopLevelScreenStateCandidate(
        _ assignment: borrowing RoleAssignment, role: String, kind: DeclarationKind, dataRoles: Set<String>, byFolderOrShape: Bool
    ) -> Bool {
        if valueRoles.contains(role), isByOwnName(assignment) { return true }
        guard dataRoles.contains(role) else { return false }
        return kind == .enum ? byFolderOrShape || assignment.nameWeight > 0 : byFolderOrShape
    }

    /// What the role of a type using another says to ``vetoDataRolesOfScreenState``: none,
    /// another than a screen's, a screen's that is no view's, a view's.
    private enum UserRole: UInt8 {
        case none, other, screen, view
    }

    /// Per type, once, what its role says as a user (see ``UserRole``): the dependencies, many
    /// times more, then read a flag instead of hashing a role.
    private static func userRoles(_ assignments: [RoleAssignment], screens: Set<String>, views: Set<String>) -> [UserRole] {
        var userRoles = [UserRole](repeating: .none, count: assignments.count)
        for id in assignments.indices {
            guard let role = assignments[id].role else { continue }
            userRoles[id] = !screens.contains(role) ? .other : views.contains(role) ? .view : .screen
        }
        return userRoles
    }

    /// The innermost type enclosing `qualifiedName` that has a role, when that role is a view's
    /// (see ``viewRoleNames(_:)``) and strong (a UIKit subclass, a SwiftUI view); nil otherwise.
    private static func enclosingView(of qualifiedName: String, project: Project, assignments: [RoleAssignment], views: Set<String>) -> Int? {
        // Each enclosing name looked up by its bytes, without making it a string.
        let enclosing: Int? = qualifiedName.withBytesInPlace { bytes in
            var end = bytes.count
            while let dot = bytes.lastIndex(of: UInt8(ascii: "."), before: end) {
                end = dot
                // The first type of the name, as the index keeps it (see ``vetoFolderRolesOfScreenParts``).
                guard let entry = project.candidates.entry(ofBytes: bytes.prefix(count: dot)) else { continue }
                let outer = project.candidates.first(of: entry)
                if assignments[outer].role != nil { return outer }
            }
            return nil
        }
        guard let outer = enclosing, let role = assignments[outer].role else { return nil }
        return views.contains(role) && assignments[outer].strength == .strong ? outer : nil
    }
}

extension Classifier {
    /// Whether the role is the project's own word: an annotation or an `includes` list.
    static func isProjectsWord(_ assignment: borrowing RoleAssignment) -> Bool {
        guard case .text(let text) = assignment.evidence else { return false }
        return text.hasPrefix("annotated '// archlint:role") || text.hasPrefix("listed in '")
    }
}

extension Classifier {
    /// The UIKit or AppKit type a type is built on (directly or through its project supertypes)
    /// whose last word or words its own name ends with (`ProductsDataSource: NSObject,
    /// UITableViewDataSource`; `FeedDataSource: UICollectionViewDiffableDataSource<…>`; a
    /// subclass of an app's own table data source base), with that word; nil when there is none.
    /// Such a name is the platform's word for the part the type plays in a screen (a table's
    /// data source, a collection view's), not a layer's: it outranks no conformance or base.
    static func platformWord(
        of type: borrowing Subject, supertypes: UnsafeBufferPointer<Int32>, lineage: Lineage
    ) -> (base: String, word: String)? {
        let name = type.name
        if let found = platformWord(of: name, inherits: type.inherits) { return found }
        var stack = supertypes.compactMap { $0 >= 0 ? Int($0) : nil }
        var seen: Set<Int> = []
        while let id = stack.popLast(), seen.count < 32 {
            guard seen.insert(id).inserted else { continue }
            if let found = platformWord(of: name, inherits: lineage.types[id].inherits) { return found }
            for parent in lineage.supertypes(of: id) where parent >= 0 { stack.append(Int(parent)) }
        }
        return nil
    }

    /// The first of `inherits` that is a platform UI type (see ``isPlatformUIBase(_:)``) whose
    /// name shares its last words with `name`, with the longest such words.
    static func platformWord(of name: String, inherits: [String]) -> (base: String, word: String)? {
        for base in inherits where isPlatformUIBase(base) {
            let last = Array(lastComponent(base).utf8)
            // The words after the framework prefix (`UI`, `NS`) and the first word of the base.
            var start = 3
            while start < last.count {
                if last[start] >= UInt8(ascii: "A"), last[start] <= UInt8(ascii: "Z") {
                    let word = String(decoding: last[start...], as: UTF8.self)
                    if name.utf8.count > word.utf8.count, name.hasSuffix(word) { return (base, word) }
                }
                start += 1
            }
        }
        return nil
    }
}

/// The platform names of ``Classifier/isPlatformUIBase(_:)`` and ``Classifier/isPlatformUIType(_:)``
/// compared by their bytes, in place: a string, an array or a substring comparison per name cost
/// thousands of instructions, for every supertype and every framework type a value names. Only
/// for ASCII names, whose bytes no other spelling of the same characters shares.
private enum PlatformNames {
    static let wholeUIBases: [StaticString] = ["View", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable"]
    static let appKitUISuffixes: [StaticString] = ["View", "Controller", "Recognizer"]
    /// Asked about the device, not drawn (see ``Classifier/isPlatformUIType(_:)``).
    static let deviceTypes: [StaticString] = ["UIApplication", "UIDevice", "UIScreen"]
    static let drawingTypes: [StaticString] = ["Color", "Image", "Font", "NSImage", "NSColor", "NSFont", "NSAppearance"]

    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 >= 0x80 }
    }

    /// The last component of a dotted name, as ``QualifiedName/lastComponent(_:)`` reads it:
    /// empty components left out, the whole name when it has none.
    static func lastComponent(of bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var end = bytes.count
        while end > 0, bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
        guard end > 0 else { return bytes }
        let start = (bytes.lastIndex(of: UInt8(ascii: "."), before: end) ?? -1) + 1
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// ``Classifier/isPlatformUIBase(_:)`` of an ASCII last component.
    static func isUIBase(_ last: UnsafeBufferPointer<UInt8>) -> Bool {
        if spellsOne(of: wholeUIBases, last) { return true }
        guard last.count > 2, last[2] >= UInt8(ascii: "A"), last[2] <= UInt8(ascii: "Z") else { return false }
        if last[0] == UInt8(ascii: "U"), last[1] == UInt8(ascii: "I") { return true }
        guard last[0] == UInt8(ascii: "N"), last[1] == UInt8(ascii: "S"), !spells(last, "NSObject") else { return false }
        return appKitUISuffixes.contains { ends(last, with: $0) }
    }

    static func bytes(of text: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        bytes.count == text.utf8CodeUnitCount && bytes.has(Self.bytes(of: text), at: 0)
    }

    static func spellsOne(of texts: [StaticString], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        texts.contains { spells(bytes, $0) }
    }

    static func starts(_ bytes: UnsafeBufferPointer<UInt8>, with text: StaticString) -> Bool {
        bytes.count >= text.utf8CodeUnitCount && bytes.has(Self.bytes(of: text), at: 0)
    }

    static func ends(_ bytes: UnsafeBufferPointer<UInt8>, with text: StaticString) -> Bool {
        bytes.count >= text.utf8CodeUnitCount && bytes.has(Self.bytes(of: text), at: bytes.count - text.utf8CodeUnitCount)
    }
}
