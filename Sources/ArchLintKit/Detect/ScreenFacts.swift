/// The facts detection weighs, read from the model: the app's entry, its screens and what each
/// holds, and the structures each pattern leaves (VIPER modules, Clean Swift cycles,
/// coordinators that start screens, reducers, layers).
struct ScreenFacts {
    /// What a screen holds between itself and the models; its pattern follows from it.
    enum Mediator: String {
        case businessLogic, interactor, presenter, composableStore, reduxStore, viewModel, none
    }

    struct Screen {
        var type: ProjectType.ID
        var folder: String
        var mediator: Mediator
        /// The type it holds, for evidence.
        var through: String?
        /// That type, when the project declares it.
        var throughType: ProjectType.ID?
        /// The presenter it talks to holds an interactor (VIPER), directly or through its
        /// implementation of the protocol the screen holds.
        var presenterDrivesInteractor = false
        /// The interactor it holds hands its results to a presenter (view → interactor → presenter).
        var interactorFeedsPresenter = false
        var how = How.holds
        /// Another screen of its folder (or above it) shows it: a tab, a child, a subview.
        var isPartOfAnother = false

        /// How the screen reaches its mediator, for evidence.
        enum How {
            /// It holds it (`var presenter: LoginPresenterInputs`).
            case holds
            /// It sends to an interactor whose presenter answers it: it closes a Clean Swift cycle.
            case closesCycle
            /// It holds nothing; `through` holds it (a presenter, or a cycle's closing type).
            case drivenBy
        }
    }

    /// `@main struct …: App`, an application delegate, `UIApplicationMain(…)`, or an
    /// executable's main.swift.
    var appEntry: String?
    private var mainFile: String?
    var screens: [Screen] = []
    /// Name prefix → the parts its types name (`Login` → Presenter, Interactor, Router).
    var features: [String: Set<String>] = [:]
    /// A Clean Swift cycle: `closer` → `interactor` → `presenter` → `closer`.
    struct Cycle {
        var closer: ProjectType.ID
        var interactor: ProjectType.ID
        var presenter: ProjectType.ID
    }

    /// Features whose Presenter drives their Interactor, beside a Router.
    var viperModules: [String] = []
    /// Presenters with no interactor that answer a screen (MVP's), outside Clean Swift cycles.
    var mvpPresenters: [String] = []
    /// Every Clean Swift cycle, by its closing type's name.
    var cycles: [Cycle] = []
    /// Clean Swift: view controllers whose `setup()` builds their scene.
    var setupWiring: [String] = []
    /// Coordinators that own navigation: they have a `start()` that does something, or hold a
    /// navigation controller.
    var startingCoordinators: [String] = []
    /// The folders those coordinators are in.
    var coordinatorFolders: [String] = []
    /// TCA reducers (`@Reducer`, `Reducer` conformances).
    var composableReducers: [String] = []
    /// Redux reducers (free functions or types named so, `StateType` states) outside TCA.
    var reduxReducers: [String] = []
    /// Type counts of the layers a Clean Architecture names, by the folder or module they sit in.
    var layers: [String: Int] = [:]
    /// Data types that implement a protocol declared in Domain (`DefaultMoviesRepository: MoviesRepository`).
    var dataImplementsDomain: [String] = []
    /// Use cases (and interactors) declared in Domain.
    var domainUseCases: [String] = []
    /// ReactorKit reactors (`Reactor` conformances in files that import ReactorKit).
    var reactors: Set<ProjectType.ID> = []
    /// Distinct modules, when the layout has them.
    var modules: Set<String> = []

    static let controllerBases: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
        "NSViewController", "NSWindowController", "UIInputViewController",
    ]
    static let screenSuffixes = ["ViewController", "View", "Screen"]
    static let containerBases: Set<String> = ["UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController", "NSSplitViewController", "NSTabViewController"]
    static let composableStores: Set<String> = ["Store", "StoreOf", "ViewStore", "WithViewStore", "ViewStoreOf"]
    static let delegateBases: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate", "UIWindowSceneDelegate", "WKApplicationDelegate"]

    init(_ project: Project) {
        let reading = Reading(project, importsByFile: readFiles(project))
        let drivingPresenters = Self.drivingPresenters(project.types)
        reactors = Self.reactors(reading)
        let cycles = Self.cleanSwiftCycles(reading)
        self.cycles = cycles.values.sorted { project.types[$0.closer].name < project.types[$1.closer].name }
        var found = FoundFeatures()
        for type in project.types where type.kind != .extension {
            let inherited = reading.ancestors(type.id)
            noteEntry(of: type, inherited: inherited)
            // Dependencies checked into the tree (Pods/, Carthage/) follow their authors' patterns.
            if Vendored.contains(type.relativePath) { continue }
            noteStructures(of: type, inherited: inherited, reading: reading, into: &found)
            if let screen = screen(of: type, inherited: inherited, reading: reading, cycles: cycles, drivingPresenters: drivingPresenters) {
                screens.append(screen)
            }
        }
        concludeStructures(reading, drivingPresenters: drivingPresenters, found: found)
        settleScreens(reading)
    }

    /// What every step of reading the facts asks of the project, worked out once: each file's
    /// imports, each type's references and every name it inherits, and who talks to whom.
    private final class Reading {
        let project: Project
        let importsByFile: [String: Set<String>]
        /// Each type's references: the project types and outside names it uses, and in which member.
        let uses: [[(target: DependencyTarget, member: String?)]]
        let talk: TalkGraph
        private var ancestry: [Set<String>?]

        init(_ project: Project, importsByFile: [String: Set<String>]) {
            self.project = project
            self.importsByFile = importsByFile
            var uses: [[(target: DependencyTarget, member: String?)]] = Array(repeating: [], count: project.types.count)
            for dependency in project.dependencies { uses[dependency.source].append((dependency.target, dependency.member)) }
            self.uses = uses
            talk = TalkGraph(project, uses: uses.map { $0.compactMap { use in
                if case .type(let id) = use.target { return id }
                return nil
            } })
            ancestry = Array(repeating: nil, count: project.types.count)
        }

        /// Every name a type inherits, through the project's own supertypes.
        func ancestors(_ id: ProjectType.ID, depth: Int = 0) -> Set<String> {
            if let known = ancestry[id] { return known }
            let types = project.types
            var names = Set(types[id].inherits.map { ScreenFacts.lastComponent(of: $0) })
            if depth < 32 {
                for name in types[id].inherits {
                    if let parent = project.id(named: name), parent != id { names.formUnion(ancestors(parent, depth: depth + 1)) }
                }
            }
            ancestry[id] = names
            return names
        }
    }

    /// The features named by the types' names, as the types are read.
    private struct FoundFeatures {
        /// The features some class, struct or actor implements (not protocols alone).
        var implemented: Set<String> = []
        var presenters: [String: [ProjectType.ID]] = [:]
    }

    /// Each file's imports; the app's entry when a file calls `UIApplicationMain` or is an
    /// executable's main.swift; the modules.
    private mutating func readFiles(_ project: Project) -> [String: Set<String>] {
        var importsByFile: [String: Set<String>] = [:]
        for file in project.files {
            importsByFile[file.path] = Set(file.imports.map(\.module))
            if appEntry == nil, file.topLevelReferences.contains(where: { $0.name == "UIApplicationMain" || $0.name == "NSApplicationMain" }) {
                appEntry = "\(Self.fileName(file.path)) calls UIApplicationMain"
            }
            // An executable's main.swift runs the app as top-level code (a SwiftPM app package).
            if mainFile == nil, Self.fileName(file.path) == "main.swift", !file.topLevelReferences.isEmpty {
                mainFile = "main.swift"
            }
        }
        for module in project.modules { if let module { modules.insert(module) } }
        if appEntry == nil, let mainFile { appEntry = "\(mainFile) runs the app" }
        return importsByFile
    }

    /// Presenters that may drive a passive screen: written classes named so.
    private static func drivingPresenters(_ types: [ProjectType]) -> [ProjectType.ID] {
        types.filter { type in
            (type.kind == .class || type.kind == .struct) && !Vendored.contains(type.relativePath)
                && Self.mediator(named: type.name, qualifiedName: type.qualifiedName, kind: type.kind) == .presenter
                && Self.isStrongName(type.name, for: .presenter)
        }.map(\.id)
    }

    /// ReactorKit's reactors: a view binds its actions to one and renders its state. The
    /// reactor stands where a view model stands (MVVM with a unidirectional flow inside).
    private static func reactors(_ reading: Reading) -> Set<ProjectType.ID> {
        Set(reading.project.types.filter { type in
            (type.kind == .class || type.kind == .struct) && !Vendored.contains(type.relativePath)
                && type.inherits.map(Self.lastComponent).contains("Reactor")
                && reading.importsByFile[type.file, default: []].contains("ReactorKit")
        }.map(\.id))
    }

    /// Clean Swift's cycle: a type sends to an interactor, the interactor hands its results
    /// to a presenter, and that presenter answers the type (through the protocol it
    /// conforms to); no presenter of the cycle drives an interactor (VIPER's presenters do).
    private static func cleanSwiftCycles(_ reading: Reading) -> [ProjectType.ID: Cycle] {
        let (types, uses, talk) = (reading.project.types, reading.uses, reading.talk)
        var cycles: [ProjectType.ID: Cycle] = [:]
        for type in types where (type.kind == .class || type.kind == .struct) && !Vendored.contains(type.relativePath) {
            if Self.mediator(named: type.name, qualifiedName: type.qualifiedName, kind: type.kind) != nil { continue }
            var interactors: Set<ProjectType.ID> = []
            for use in uses[type.id] {
                if case .type(let target) = use.target, target != type.id, [.interactor, .businessLogic].contains(talk.mediator(target, member: use.member)) {
                    interactors.insert(target)
                }
            }
            for interactor in interactors.sorted() {
                let presenters = talk.presenters(reachedFrom: [interactor])
                guard let presenter = presenters.sorted().first(where: { talk.answers($0, type.id) }),
                      !presenters.contains(where: { talk.reaches($0, .interactor) }) else { continue }
                cycles[type.id] = Cycle(closer: type.id, interactor: interactor, presenter: presenter)
                break
            }
        }
        return cycles
    }

    /// An `@main` App or an application delegate is the app's entry.
    private mutating func noteEntry(of type: ProjectType, inherited: Set<String>) {
        guard appEntry == nil else { return }
        if type.attributes.contains("main") && inherited.contains("App") {
            appEntry = "@main \(type.name): App"
        } else if type.kind.isConcrete, !inherited.isDisjoint(with: Self.delegateBases) || type.attributes.contains("UIApplicationMain") || type.attributes.contains("NSApplicationMain") {
            appEntry = "\(type.name) is the application delegate"
        }
    }

    /// The structures a type leaves: reducers, the feature and part its name says, the layer
    /// its folder says, a coordinator that starts screens.
    private mutating func noteStructures(of type: ProjectType, inherited: Set<String>, reading: Reading, into found: inout FoundFeatures) {
        let (project, types, uses) = (reading.project, reading.project.types, reading.uses)
        let imports = reading.importsByFile[type.file] ?? []
        if type.attributes.contains("Reducer") || inherited.contains("Reducer") || inherited.contains("ReducerProtocol") {
            composableReducers.append(type.name)
        } else if type.kind == .function ? Self.isReducerName(type.name) : (inherited.contains("StateType") && imports.contains("ReSwift")) {
            reduxReducers.append(type.name)
        }
        if let part = Self.part(of: type.name) {
            features[part.feature, default: []].insert(part.role)
            if type.kind == .class || type.kind == .struct || type.kind == .actor {
                found.implemented.insert(part.feature)
                if part.role == "Presenter" { found.presenters[part.feature, default: []].append(type.id) }
            }
        }
        if let layer = Self.layer(of: type.relativePath, module: type.module) {
            layers[layer, default: 0] += 1
            // Whether the code keeps the layers its folders name: Data implements Domain's
            // contracts (the dependency turned inwards), or Domain holds use cases.
            if layer == "Data", type.kind.isConcrete {
                for name in type.inherits {
                    if let contract = project.id(named: name), types[contract].kind == .protocol,
                       Self.layer(of: types[contract].relativePath, module: types[contract].module) == "Domain" {
                        dataImplementsDomain.append("\(type.name): \(types[contract].name)")
                        break
                    }
                }
            }
            if layer == "Domain", type.kind.isConcrete || type.kind == .protocol,
               ["UseCase", "UseCases", "Interactor"].contains(where: { type.name.hasSuffix($0) || type.name.hasSuffix($0 + "Protocol") || type.name.hasSuffix($0 + "Type") }) {
                domainUseCases.append(type.name)
            }
        }

        if type.kind == .class, type.name.hasSuffix("Coordinator"), uses[type.id].contains(where: { use in
            if use.member == "start" { return true }
            if case .external(let name) = use.target { return name == "UINavigationController" || name == "NSWindowController" }
            return false
        }) {
            startingCoordinators.append(type.name)
            coordinatorFolders.append(Self.folder(of: type.relativePath))
        }
    }

    /// How a type is a screen: a view controller, a SwiftUI view, or a screen by its name.
    private enum ScreenKind { case controller, swiftUI, named }

    /// What a screen holds between itself and the models: the strongest mediator, by name and
    /// type, and the interactors and presenters it holds or reaches.
    private struct Holding {
        var mediator = Mediator.none
        var through: String?
        var throughType: ProjectType.ID?
        var interactors: Set<ProjectType.ID> = []
        var presenters: Set<ProjectType.ID> = []

        mutating func hold(_ candidate: Mediator, _ name: String, _ id: ProjectType.ID? = nil) {
            if ScreenFacts.rank(candidate) < ScreenFacts.rank(mediator) { mediator = candidate; through = name; throughType = id }
        }
    }

    /// The type as a screen, with what it holds between itself and the models; nil for a type
    /// that is no screen (or only a piece of one, or chrome around screens).
    private mutating func screen(
        of type: ProjectType, inherited: Set<String>, reading: Reading, cycles: [ProjectType.ID: Cycle], drivingPresenters: [ProjectType.ID]
    ) -> Screen? {
        let (types, talk) = (reading.project.types, reading.talk)
        let imports = reading.importsByFile[type.file] ?? []
        guard let kind = Self.screenKind(of: type, inherited: inherited, imports: imports, project: reading.project) else { return nil }
        let holding = whatIsHeld(by: type, isController: kind == .controller, inherited: inherited, imports: imports, reading: reading)
        var (mediator, through) = (holding.mediator, holding.through)
        // Who talks to whom tells VIPER from Clean Swift and MVP: a VIPER screen talks to a
        // presenter that drives an interactor; a Clean Swift screen sends to an interactor
        // that hands its results to a presenter (which answers the screen) and no presenter
        // drives an interactor; an MVP presenter has no interactor at all.
        var presenterDrivesInteractor = false
        var how = Screen.How.holds
        let interactorFeedsPresenter = holding.interactors.contains { talk.reaches($0, .presenter) }
        if mediator == .interactor || mediator == .presenter {
            presenterDrivesInteractor = holding.presenters.contains { talk.reaches($0, .interactor) }
            if !presenterDrivesInteractor, let cycle = cycles[type.id] {
                mediator = .businessLogic
                through = types[cycle.interactor].name
                how = .closesCycle
            }
        }
        if mediator == .businessLogic, how == .holds, cycles[type.id] != nil { how = .closesCycle }
        // A passive screen is driven from outside: a presenter, or the type that closes a
        // Clean Swift cycle, holds it (through the protocol it conforms to).
        if mediator == .none {
            if let closer = cycles.values.map(\.closer).sorted().first(where: { talk.answers($0, type.id) }) {
                mediator = .businessLogic
                through = types[closer].name
                how = .drivenBy
            } else if let presenter = drivingPresenters.first(where: { talk.answers($0, type.id) }) {
                mediator = .presenter
                through = types[presenter].name
                presenterDrivesInteractor = talk.reaches(presenter, .interactor)
                how = .drivenBy
            }
        }
        // A container (navigation, tabs, pages, split) that holds nothing is chrome around
        // screens, not one.
        if mediator == .none && !inherited.isDisjoint(with: Self.containerBases) { return nil }
        // A SwiftUI view that holds nothing is a piece of a screen, not a screen of its own.
        if kind == .swiftUI && mediator == .none { return nil }
        if kind == .named && mediator == .none && !type.name.hasSuffix("ViewController") { return nil }
        return Screen(
            type: type.id, folder: Self.folder(of: type.relativePath), mediator: mediator, through: through,
            throughType: holding.throughType, presenterDrivesInteractor: presenterDrivesInteractor,
            interactorFeedsPresenter: interactorFeedsPresenter, how: how)
    }

    /// How the type is a screen; nil for a type that is none, or one a test target hosts.
    private static func screenKind(of type: ProjectType, inherited: Set<String>, imports: Set<String>, project: Project) -> ScreenKind? {
        // A subclass of another framework's view controller (Texture's `ASDKViewController`)
        // is a view controller too.
        if type.kind == .class && (!inherited.isDisjoint(with: controllerBases)
            || type.inherits.contains { lastComponent(of: $0).hasSuffix("ViewController") && project.id(named: $0) == nil }) {
            return isTest(type.relativePath) ? nil : .controller
        }
        if type.kind == .struct && inherited.contains("View") && imports.contains("SwiftUI") {
            return isTest(type.relativePath) ? nil : .swiftUI
        }
        // A screen written without a UI framework (a package that builds anywhere, a
        // terminal app) is known by its name: a `…ViewController`, or a `…View`/`…Screen`
        // that holds what a screen holds. A UIKit or AppKit view is part of a screen.
        let isNamedScreen = (type.kind == .class || type.kind == .struct)
            && screenSuffixes.contains(where: { type.name.hasSuffix($0) && type.name.count > $0.count })
            && !inherited.contains(where: isFrameworkViewName)
        // Test targets host screens to test them; they follow no pattern of their own.
        return isNamedScreen && !isTest(type.relativePath) ? .named : nil
    }

    /// What the screen holds, from what it uses; notes the controllers whose `setup()` wires
    /// a Clean Swift scene on the way.
    private mutating func whatIsHeld(
        by type: ProjectType, isController: Bool, inherited: Set<String>, imports: Set<String>, reading: Reading
    ) -> Holding {
        let (types, talk) = (reading.project.types, reading.talk)
        var holding = Holding()
        if inherited.contains("StoreSubscriber") { holding.hold(.reduxStore, "StoreSubscriber") }
        let ownNames = Set(type.inherits.map(Self.lastComponent))
        for use in reading.uses[type.id] {
            switch use.target {
            case .type(let target):
                let held = types[target]
                // What a screen conforms to is what it is, not what it holds.
                if ownNames.contains(held.name) { continue }
                if Self.composableStores.contains(held.name), imports.contains("ComposableArchitecture") || held.module == "ComposableArchitecture" {
                    holding.hold(.composableStore, held.name)
                }
                if reactors.contains(target) { holding.hold(.viewModel, held.name, target) }
                if let kind = talk.mediator(target, member: use.member) {
                    holding.hold(kind, held.name, target)
                    if kind == .interactor { holding.interactors.insert(target) }
                    if kind == .presenter { holding.presenters.insert(target) }
                } else {
                    let reached = talk.interactors(heldBy: target)
                    if !reached.isEmpty {
                        holding.hold(.interactor, held.name, target)
                        holding.interactors.formUnion(reached)
                    }
                }
                if isController, use.member == "setup", Self.mediator(named: held.name, qualifiedName: held.qualifiedName) == .businessLogic || held.name.hasSuffix("Interactor") {
                    if !setupWiring.contains(type.name) { setupWiring.append(type.name) }
                }
            case .external(let name):
                if imports.contains("ComposableArchitecture"), Self.composableStores.contains(name) {
                    holding.hold(.composableStore, name)
                } else if imports.contains("ReSwift"), name == "Store" || name == "StoreSubscriber" {
                    holding.hold(.reduxStore, name)
                }
            }
        }
        return holding
    }

    /// MVP presenters, the screens that are bases of others, the features and VIPER modules.
    private mutating func concludeStructures(_ reading: Reading, drivingPresenters: [ProjectType.ID], found: FoundFeatures) {
        let (types, talk) = (reading.project.types, reading.talk)
        // MVP's structure: a presenter with no interactor that answers a screen, outside any
        // Clean Swift cycle (whose presenters answer the screen too).
        let cyclePresenters = Set(self.cycles.flatMap { talk.family($0.presenter) })
        let screenIDs = screens.map(\.type)
        mvpPresenters = drivingPresenters.filter { presenter in
            !cyclePresenters.contains(presenter) && !talk.reaches(presenter, .interactor)
                && screenIDs.contains { talk.answers(presenter, $0) }
        }.map { types[$0].name }.sorted()
        // A base class of other screens (`GenericViewController<View, ViewModel>`) is where
        // screens share code; its subclasses are the screens.
        let bases = Set(screens.flatMap { reading.ancestors($0.type) })
        screens.removeAll { bases.contains(types[$0.type].name) }
        // A feature is code someone wrote: protocols alone (`AnyPresenter`, `AnyRouter`) name a
        // contract every feature shares, not a feature.
        features = features.filter { found.implemented.contains($0.key) }
        // A VIPER module: a Presenter, Interactor and Router, and its presenter drives the
        // interactor (a Clean Swift scene has all three names too, but its interactor drives
        // the presenter).
        viperModules = features.filter { feature, parts in
            parts.isSuperset(of: ["Presenter", "Interactor", "Router"])
                && found.presenters[feature, default: []].contains { talk.reaches($0, .interactor) }
        }.map(\.key).sorted()
    }

    /// Screens that are parts of another, and what a screen bound from outside or through a
    /// `…Store` holds after all.
    private mutating func settleScreens(_ reading: Reading) {
        let (types, talk) = (reading.project.types, reading.talk)
        // A screen that another screen of its folder shows (a tab, a child, a SwiftUI subview)
        // and that talks to the same thing (the same view model, store or presenter, or
        // nothing) is part of that one: a folder of one screen and its parts is a single
        // screen. A screen with its own view model is a screen of its own, shown or not.
        for index in screens.indices {
            let part = screens[index]
            screens[index].isPartOfAnother = screens.contains { other in
                other.type != part.type && other.throughType == part.throughType && other.through == part.through
                    && Self.isWithin(part.folder, other.folder) && talk.references[other.type].contains(part.type)
            }
        }
        var storeHolders: [ProjectType.ID: [String]] = [:]
        for screen in screens where screen.mediator == .reduxStore {
            if let held = screen.throughType { storeHolders[held, default: []].append(screen.folder) }
        }
        for index in screens.indices {
            let name = types[screens[index].type].name
            // A screen bound to its view model from outside (seed 002's strict MVVM-C: the
            // coordinator binds them by closures) still has one beside it.
            if screens[index].mediator == .none, let feature = Self.part(of: name)?.feature, features[feature]?.contains("ViewModel") == true {
                screens[index].mediator = .viewModel
                screens[index].through = feature + "ViewModel"
            }
            // A type named `…Store` is Redux's only in an app with reducers. Else an observable
            // one (`@Observable final class ComposerStore`, an ObservableObject) that only the
            // screens of its own folder hold is their view model by another name; one the app's
            // screens share from elsewhere (`Stores/ConversationStore.shared`) is a model.
            if screens[index].mediator == .reduxStore, reduxReducers.isEmpty, screens[index].through != "StoreSubscriber" {
                if let held = screens[index].throughType, types[held].attributes.contains("Observable") || reading.ancestors(held).contains("ObservableObject"),
                   storeHolders[held, default: []].allSatisfy({ Self.isWithin($0, Self.folder(of: types[held].relativePath)) }) {
                    screens[index].mediator = .viewModel
                } else {
                    screens[index].mediator = .none
                    screens[index].through = nil
                }
            }
        }
    }

    /// What a held type is, by its name: the protocol or class a screen talks to.
    static func mediator(named name: String, qualifiedName: String, kind: DeclarationKind = .class) -> Mediator? {
        if name.contains("BusinessLogic") { return .businessLogic }
        if name.contains("Interactor") { return .interactor }
        if name.contains("Presenter") || ["EventHandler", "ViewOutput", "Presentation", "ModuleInterface"].contains(where: name.hasSuffix) { return .presenter }
        // `Scene.UseCase.ViewModel` is a Clean Swift model (a struct), not an MVVM view model;
        // `DailyWeatherView.ViewModel`, a class, is one.
        if name.contains("ViewModel") && !(name == "ViewModel" && qualifiedName.contains(".") && kind != .class) { return .viewModel }
        if name.hasSuffix("Store") && !name.hasSuffix("DataStore") { return .reduxStore }
        return nil
    }

    /// Whether a name says its role outright (`LoginPresenter`, `LoginPresenterInputs`), not
    /// only through a convention another pattern shares (`LoginViewOutput`, `…EventHandler`).
    static func isStrongName(_ name: String, for mediator: Mediator) -> Bool {
        switch mediator {
        case .presenter: return name.contains("Presenter")
        case .interactor, .businessLogic, .viewModel, .composableStore: return true
        case .reduxStore, .none: return false
        }
    }

    static func rank(_ mediator: Mediator) -> Int {
        switch mediator {
        case .businessLogic: return 0
        case .interactor: return 1
        case .composableStore: return 2
        case .presenter: return 3
        case .viewModel: return 4
        case .reduxStore: return 5
        case .none: return 6
        }
    }

    /// `LoginPresenterProtocol` → (Login, Presenter). Only the parts that tell patterns apart.
    static func part(of name: String) -> (feature: String, role: String)? {
        // `ListModuleInterface` names its role whole; `LoginPresenterProtocol` after its suffix.
        var stripped = name
        for suffix in ["Protocol", "Type", "Inputs", "Outputs", "Input", "Output", "Interface", "Impl"] where stripped.hasSuffix(suffix) && stripped.count > suffix.count {
            stripped.removeLast(suffix.count)
            break
        }
        let synonyms = ["Wireframe": "Router", "Presentation": "Presenter", "ModuleInterface": "Presenter", "EventHandler": "Presenter", "ViewOutput": "Presenter"]
        for base in [name, stripped] {
            for role in ["DisplayLogic", "BusinessLogic", "PresentationLogic", "RoutingLogic", "Presenter", "Presentation", "ModuleInterface", "EventHandler", "ViewOutput",
                         "Interactor", "Router", "Wireframe", "ViewModel", "ViewController", "Coordinator"] where base.hasSuffix(role) {
                let feature = String(base.dropLast(role.count))
                return feature.isEmpty ? nil : (feature, synonyms[role] ?? role)
            }
        }
        return nil
    }

    /// `UIView`, `NSTableCellView`, `WKInterfaceController`: a framework's view or control.
    static func isFrameworkViewName(_ name: String) -> Bool {
        ["UI", "NS", "WK", "SK", "SCN", "MK"].contains { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }
    }

    /// Whether `folder` is `root` or below it.
    static func isWithin(_ folder: String, _ root: String) -> Bool {
        root.isEmpty || folder == root || folder.hasPrefix(root + "/")
    }

    static func isTest(_ relativePath: String) -> Bool {
        relativePath.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0 == "Tests" }
    }

    static func isReducerName(_ name: String) -> Bool {
        name == "reducer" || name.hasSuffix("Reducer")
    }

    /// The Clean Architecture layer a path or module names, if any.
    static func layer(of relativePath: String, module: String?) -> String? {
        for component in relativePath.split(separator: "/").dropLast().map(String.init) + (module.map { [$0] } ?? []) {
            switch component {
            case "Domain", "DomainLayer": return "Domain"
            case "Data", "DataLayer", "Infrastructure", "Platform": return "Data"
            case "Presentation", "PresentationLayer": return "Presentation"
            default:
                if component.hasSuffix("Domain") { return "Domain" }
            }
        }
        return nil
    }

    static func isProjectType(_ target: DependencyTarget) -> Bool {
        if case .type = target { return true }
        return false
    }

    static func folder(of relativePath: String) -> String {
        guard let slash = relativePath.lastIndex(of: "/") else { return "" }
        return String(relativePath[..<slash])
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func lastComponent(of name: String) -> String {
        // `SwiftUI.View` and `View` are one base; generic arguments are dropped by the scanner.
        name.split(separator: ".").last.map(String.init) ?? name
    }
}
