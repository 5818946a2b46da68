/// Who talks to whom among the project's types: what each type names, and who stands behind a
/// protocol or a base class (its conformances and subclasses). Detection reads a screen's
/// pattern from it: whether the presenter a screen holds drives an interactor, whether an
/// interactor hands its results to a presenter.
struct TalkGraph {
    let project: Project
    /// Per type: the project types it names.
    let references: [Set<ProjectType.ID>]
    /// Per type name: the types that conform to it or subclass it.
    let heirs: [String: [ProjectType.ID]]

    init(_ project: Project, uses: [[ProjectType.ID]]) {
        self.project = project
        references = uses.enumerated().map { index, targets in Set(targets).subtracting([index]) }
        var heirs: [String: [ProjectType.ID]] = [:]
        for type in project.types where type.kind != .extension {
            for name in Set(type.inherits.map(ScreenFacts.lastComponent)) where name != type.name { heirs[name, default: []].append(type.id) }
        }
        self.heirs = heirs
    }

    /// The type and who stands behind it: its conformers and subclasses, two levels down
    /// (`LoginPresenterInputs` → `LoginPresenter`; a base protocol → its protocol → the class).
    func family(_ id: ProjectType.ID) -> [ProjectType.ID] {
        var result = [id]
        var level = [id]
        for _ in 0..<2 {
            level = level.flatMap { heirs[project.types[$0].name] ?? [] }.filter { !result.contains($0) }
            result += level
        }
        return result
    }

    /// What a held type is to the one holding it: by its name when the name says it
    /// (`…Presenter…`, `…Interactor…`, `…BusinessLogic`), else by the property that holds it
    /// (`var interactor: LoginViewOutput`), else by who implements it (`LoginViewOutput`, the
    /// VIPER view's output, is implemented by the presenter; an old Clean Swift
    /// `…ViewControllerOutput` by the interactor).
    func mediator(_ id: ProjectType.ID, member: String?) -> ScreenFacts.Mediator? {
        let type = project.types[id]
        var named = ScreenFacts.mediator(named: type.name, qualifiedName: type.qualifiedName, kind: type.kind)
        // A view model that is plain data (Clean Swift's and MVP's `display(viewModel:)`
        // values) is what a view shows, not what it talks to.
        if named == .viewModel && isPlainData(id) { return nil }
        if let role = named, ScreenFacts.isStrongName(type.name, for: role) { return role }
        if let member, let held = Self.roleOfProperty[member] { return held }
        // A contract declared in `ContentViewModel.swift` is the view model's (a view's
        // protocol is often declared in its presenter's file, so only view models are read so).
        if named == nil, type.kind == .protocol {
            let file = String(ScreenFacts.fileName(type.file).dropLast(".swift".count))
            if ScreenFacts.mediator(named: file, qualifiedName: file) == .viewModel { named = .viewModel }
        }
        for heir in family(id).dropFirst() {
            let other = project.types[heir]
            if let role = ScreenFacts.mediator(named: other.name, qualifiedName: other.qualifiedName, kind: other.kind),
               ScreenFacts.isStrongName(other.name, for: role) {
                return role
            }
        }
        return named
    }

    /// A struct or enum with no methods, or a protocol only such types conform to.
    func isPlainData(_ id: ProjectType.ID) -> Bool {
        let type = project.types[id]
        switch type.kind {
        case .struct, .enum: return type.shape.methods == 0
        case .protocol:
            let conformers = family(id).dropFirst().filter { project.types[$0].kind != .protocol }
            return !conformers.isEmpty && conformers.allSatisfy { [.struct, .enum].contains(project.types[$0].kind) && project.types[$0].shape.methods == 0 }
        default: return false
        }
    }

    static let roleOfProperty: [String: ScreenFacts.Mediator] = [
        "interactor": .interactor, "presenter": .presenter, "eventHandler": .presenter, "viewModel": .viewModel,
    ]

    /// Whether the type, or who stands behind it, names a type of that role.
    func reaches(_ id: ProjectType.ID, _ role: ScreenFacts.Mediator) -> Bool {
        family(id).contains { member in references[member].contains { mediator($0, member: nil) == role } }
    }

    /// Whether the type, or who stands behind it, names `other` or a protocol or base class of
    /// it: a presenter holding `weak var view: LoginViewProtocol?` answers LoginViewController.
    func answers(_ id: ProjectType.ID, _ other: ProjectType.ID) -> Bool {
        family(id).contains { member in references[member].contains { $0 == other || family($0).contains(other) } }
    }

    /// The interactors a holder of dependencies gives access to: a type with no methods of its
    /// own that is no mediator (an injected `DIContainer`), whose stored parts name interactors,
    /// directly or through one more such holder (`DIContainer` → `Interactors` → `CountriesInteractor`).
    func interactors(heldBy id: ProjectType.ID, depth: Int = 0) -> [ProjectType.ID] {
        let type = project.types[id]
        // A view or a view controller holding another is no container of dependencies.
        let isView = type.inherits.contains { name in ["View", "ViewController", "App"].contains { ScreenFacts.lastComponent(of: name).hasSuffix($0) } }
        guard [.struct, .class, .enum].contains(type.kind), type.shape.methods == 0, !isView, mediator(id, member: nil) == nil else { return [] }
        var found: [ProjectType.ID] = []
        for held in references[id].sorted() {
            if mediator(held, member: nil) == .interactor { found.append(held) } else if depth < 1 { found += interactors(heldBy: held, depth: depth + 1) }
        }
        return found
    }

    /// The presenters the types (or who stands behind them) name.
    func presenters(reachedFrom ids: Set<ProjectType.ID>) -> [ProjectType.ID] {
        ids.flatMap { family($0) }.flatMap { references[$0] }.filter { mediator($0, member: nil) == .presenter }
    }
}
