/// The detect stage: which architecture the code follows, how consistently, and where.
///
/// Evidence, not name counts: every screen votes for the pattern of what it holds (a
/// ViewModel, a Presenter with or without an Interactor, a Clean Swift BusinessLogic, a store,
/// or the models themselves), each pattern's structures add to its evidence (VIPER's module per
/// feature, Clean Swift's DisplayLogic → BusinessLogic → PresentationLogic cycle and `setup()`,
/// coordinators whose `start()` shows a screen, reducers over State and Action, Domain and Data
/// layers), and each candidate's share is weighed by how well the code obeys that preset's
/// rules: a pattern whose rules the code breaks everywhere is not the pattern.
package enum Detector {
    /// Detects on a built project (``ProjectBuilder/build(_:relativePaths:modules:)``).
    /// `moduleKinds`: the kind of each module a build description declares (empty when none
    /// was read).
    package static func detect(_ project: Project, moduleKinds: [String: ModuleKind] = [:]) -> Detection {
        let facts = ScreenFacts(project)
        guard let entry = facts.appEntry ?? (facts.screens.isEmpty ? nil : "") else {
            return Detection(
                pattern: nil, confidence: 1,
                reason: "no app entry (@main App, an application delegate, UIApplicationMain) and no screens: a library or a server",
                candidates: [], areas: [])
        }
        guard !facts.screens.isEmpty else {
            return Detection(
                pattern: nil, confidence: 0.5,
                reason: "an app entry (\(entry)) but no screens to judge: no view controller, and no SwiftUI view holding a view model, presenter or store",
                candidates: [], areas: [])
        }

        // MVVM-C when coordinators own the navigation of a tenth of the view models' screens or more.
        let viewModelScreens = facts.screens.count { $0.mediator == .viewModel }
        let usesCoordinators = !facts.startingCoordinators.isEmpty && facts.startingCoordinators.count * 10 >= viewModelScreens
        var votes: [String: [ScreenFacts.Screen]] = [:]
        for screen in facts.screens {
            votes[pattern(of: screen, facts: facts, coordinators: usesCoordinators), default: []].append(screen)
        }
        let structures = structureVotes(facts)
        for preset in structures.keys where votes[preset] == nil { votes[preset] = [] }
        let screened = screenCandidates(votes: votes, structures: structures, facts: facts, project: project)
        var candidates = screened.candidates
        let layered = layeredCandidate(removingFrom: &candidates, facts: facts, project: project, moduleKinds: moduleKinds)
        candidates.sort { ($0.score, $1.preset) > ($1.score, $0.preset) }
        let closeCall = decideCloseCall(&candidates, structures: structures, obediences: screened.obediences, facts: facts, project: project)
        // Layers are another axis than the screens' pattern: when the code keeps them, they are
        // the architecture, and the screens' pattern is its Presentation layer's.
        if let layered {
            candidates.insert(layered.candidate, at: layered.obedience >= 0.6 ? 0 : candidates.firstIndex { $0.score < layered.candidate.score } ?? candidates.count)
        }
        let best = candidates[0]
        let areas = Self.areas(votes: votes, candidates: candidates, layered: layered != nil, facts: facts, project: project, moduleKinds: moduleKinds)
        return Detection(pattern: best.preset, confidence: best.score, reason: nil, candidates: candidates, areas: areas,
                         closeCall: closeCall.flatMap { best.preset == $0.winner ? $0.sentence : nil })
    }

    /// Structures count beside screens: a VIPER module or a Clean Swift scene is one more vote
    /// for its pattern, and so is each reducer (a ReSwift app's screens often talk to a presenter
    /// that subscribes to the store). Patterns with none are left out.
    static func structureVotes(_ facts: ScreenFacts) -> [String: Int] {
        var structures: [String: Int] = [:]
        structures["clean-swift"] = facts.cycles.count
        structures["viper"] = facts.viperModules.count
        structures["mvp"] = facts.mvpPresenters.count
        structures["tca", default: 0] += facts.composableReducers.count
        structures["redux", default: 0] += facts.reduxReducers.count
        return structures.filter { $0.value > 0 }
    }

    /// One candidate per pattern voted for: its share of the votes weighed by how well the code
    /// obeys the pattern's preset, with the evidence; and each pattern's obedience.
    static func screenCandidates(
        votes: [String: [ScreenFacts.Screen]], structures: [String: Int], facts: ScreenFacts, project: Project
    ) -> (candidates: [Detection.Candidate], obediences: [String: Double]) {
        let total = Double(facts.screens.count + structures.values.reduce(0, +))
        var candidates: [Detection.Candidate] = []
        var obediences: [String: Double] = [:]
        for (preset, screens) in votes {
            let obedience = Obedience.measure(preset: preset, project: project)
            obediences[preset] = obedience.share
            var evidence = screenEvidence(preset, screens, of: facts.screens.count, facts: facts, project: project)
            evidence += structureEvidence(preset, facts: facts, project: project)
            evidence.append(obedience.sentence)
            let share = Double(screens.count + structures[preset, default: 0]) / total
            candidates.append(Detection.Candidate(preset: preset, score: share * (0.5 + 0.5 * obedience.share), evidence: evidence))
        }
        return (candidates, obediences)
    }

    /// Layers: Domain and Data folders (or modules) around the screens make the whole a Clean
    /// Architecture, whatever the screens' own pattern. The layered candidate, with its
    /// obedience, when the code keeps the layers; the screens' own clean-architecture candidate
    /// is then taken out of `candidates` (its evidence is the layers').
    static func layeredCandidate(
        removingFrom candidates: inout [Detection.Candidate], facts: ScreenFacts, project: Project, moduleKinds: [String: ModuleKind]
    ) -> (candidate: Detection.Candidate, obedience: Double)? {
        let domain = facts.layers["Domain", default: 0], data = facts.layers["Data", default: 0]
        // Folders named Domain and Data are layers only when the code keeps them: Data implements
        // Domain's contracts, or Domain holds the use cases. Else they are folders of models and
        // clients that the screens' own pattern uses.
        let keepsLayers = !facts.dataImplementsDomain.isEmpty || !facts.domainUseCases.isEmpty
        guard domain >= 3 && data >= 3 && keepsLayers else { return nil }
        // A layer built as a module of its own (a Domain framework, a Data package) is the
        // pattern drawn in the project itself, not only in folder names.
        let layerModules = moduleKinds.keys.sorted().filter { name in
            moduleKinds[name] != .app && moduleKinds[name] != .test && moduleKinds[name] != .extension
                && ["Domain", "Data"].contains(ScreenFacts.layer(of: "", module: name) ?? "")
        }
        let obedience = Obedience.measure(preset: "clean-architecture", project: project)
        // Screens that call interactors directly are the layers' screens: their evidence is the layers'.
        var evidence = candidates.first { $0.preset == "clean-architecture" }.map { Array($0.evidence.dropLast()) } ?? []
        candidates.removeAll { $0.preset == "clean-architecture" }
        evidence.append("layers: Domain (\(domain) types) and Data (\(data) types) beside the screens")
        if !layerModules.isEmpty {
            evidence.append("built as modules of their own: " + layerModules.map { "\($0) (\(moduleKinds[$0]!.rawValue))" }.joined(separator: ", "))
        }
        func list(_ names: [String]) -> String { names.sorted().prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "") }
        if !facts.dataImplementsDomain.isEmpty {
            evidence.append("\(count(facts.dataImplementsDomain.count, "Data type implements a Domain protocol", "Data types implement Domain protocols")): \(list(facts.dataImplementsDomain))")
        }
        if !facts.domainUseCases.isEmpty {
            evidence.append("\(count(facts.domainUseCases.count, "use case", "use cases")) in Domain: \(list(facts.domainUseCases))")
        }
        if let presentation = facts.layers["Presentation"] { evidence.append("Presentation layer: \(presentation) types") }
        evidence.append(obedience.sentence)
        return (Detection.Candidate(preset: "clean-architecture", score: 0.5 + 0.5 * obedience.share, evidence: evidence), obedience.share)
    }

    /// The areas that follow each pattern, the best candidate's first. Under layers
    /// (`layered`), the screens' own pattern is the Presentation layer's: its folders replace
    /// the areas found for that pattern.
    static func areas(
        votes: [String: [ScreenFacts.Screen]], candidates: [Detection.Candidate], layered: Bool,
        facts: ScreenFacts, project: Project, moduleKinds: [String: ModuleKind]
    ) -> [Detection.Area] {
        let best = candidates[0]
        var areas = Areas.find(votes: votes, main: best.preset, coordinatorFolders: facts.coordinatorFolders,
                               moduleFolders: Areas.moduleFolders(project, kinds: moduleKinds))
        guard best.preset == "clean-architecture", layered, let presentation = candidates.first(where: { $0.preset != best.preset }) else {
            return areas
        }
        areas.removeAll { Areas.family($0.pattern) == Areas.family(presentation.preset) }
        let layers = project.types.filter { ScreenFacts.layer(of: $0.relativePath, module: $0.module).map { $0 != "Presentation" } ?? false }.map { ScreenFacts.folder(of: $0.relativePath) }
        let presentationAreas = Areas.presentation(votes[presentation.preset, default: []].map(\.folder), avoiding: layers).map { folder in
            Detection.Area(path: folder, pattern: presentation.preset, confidence: presentation.score,
                           evidence: ["the Presentation layer's screens: " + (presentation.evidence.first ?? presentation.preset)])
        }
        areas.insert(contentsOf: presentationAreas, at: 0)
        return areas
    }

    /// Two candidates closer than this are a close call, decided by a fact and said so.
    static let closeMargin = 0.05

    /// When the two best candidates score within ``closeMargin``: the fact that decides
    /// between them puts the winner first. VIPER or MVP: whether a presenter drives an
    /// interactor; otherwise the pattern with more structures (modules, cycles, coordinators,
    /// reducers), then the one whose rules the code breaks less.
    static func decideCloseCall(_ candidates: inout [Detection.Candidate], structures: [String: Int], obediences: [String: Double],
                                facts: ScreenFacts, project: Project) -> (winner: String, sentence: String)? {
        guard candidates.count > 1, candidates[0].score - candidates[1].score < closeMargin else { return nil }
        let first = candidates[0], second = candidates[1]
        let pair = Set([first.preset, second.preset])
        var winner: String
        var reason: String
        if pair == ["viper", "mvp"] {
            winner = facts.viperModules.isEmpty ? "mvp" : "viper"
            reason = facts.viperModules.isEmpty
                ? "no feature's Presenter drives an Interactor"
                : "the features have Interactors (" + (structureEvidence("viper", facts: facts, project: project).first ?? "") + ")"
        } else if structures[first.preset, default: 0] != structures[second.preset, default: 0] {
            winner = structures[first.preset, default: 0] > structures[second.preset, default: 0] ? first.preset : second.preset
            reason = structureEvidence(winner, facts: facts, project: project).first ?? winner
        } else if obediences[first.preset, default: 0] != obediences[second.preset, default: 0] {
            winner = obediences[first.preset, default: 0] > obediences[second.preset, default: 0] ? first.preset : second.preset
            reason = candidates.first { $0.preset == winner }?.evidence.last ?? winner
        } else {
            return nil
        }
        if winner != first.preset { candidates.swapAt(0, 1) }
        let (won, lost) = winner == first.preset ? (first, second) : (second, first)
        let scores = "\(won.preset) \(JSONValue.twoDecimals(won.score)) or \(lost.preset) \(JSONValue.twoDecimals(lost.score))"
        return (winner, "\(scores): \(reason), so \(winner)")
    }

    /// The preset a screen's holding points to.
    static func pattern(of screen: ScreenFacts.Screen, facts: ScreenFacts, coordinators: Bool) -> String {
        switch screen.mediator {
        case .businessLogic: return "clean-swift"
        case .interactor:
            // VIPER's view talks to its presenter, which drives the interactor; a view that sends
            // to an interactor feeding a presenter is Clean Swift's (however the presenter answers);
            // a view that calls interactors with nothing between is Clean Architecture's, the
            // interactors its use cases.
            if screen.presenterDrivesInteractor { return "viper" }
            return screen.interactorFeedsPresenter ? "clean-swift" : "clean-architecture"
        case .presenter:
            // A Presenter that drives an Interactor, or one beside an Interactor in its feature,
            // is VIPER's; alone, MVP's.
            if screen.presenterDrivesInteractor { return "viper" }
            let feature = screen.through.flatMap { ScreenFacts.part(of: $0)?.feature }
            let parts = feature.flatMap { facts.features[$0] } ?? []
            return parts.contains("Interactor") ? "viper" : "mvp"
        case .composableStore: return "tca"
        case .reduxStore: return "redux"
        case .viewModel: return coordinators ? "mvvm-c" : "mvvm"
        case .none: return "mvc"
        }
    }

    /// One line per way the screens follow the pattern, most screens first: each says what
    /// was found for every screen it names.
    static func screenEvidence(_ preset: String, _ screens: [ScreenFacts.Screen], of total: Int, facts: ScreenFacts, project: Project) -> [String] {
        var groups: [(what: String, screens: [ScreenFacts.Screen])] = []
        for screen in screens {
            let what = phrase(screen, preset: preset, facts: facts, project: project)
            if let index = groups.firstIndex(where: { $0.what == what }) { groups[index].screens.append(screen) } else { groups.append((what, [screen])) }
        }
        return groups.sorted { $0.screens.count > $1.screens.count }.map { group in
            let names = group.screens.prefix(3).map { project.types[$0.type].name }.joined(separator: ", ") + (group.screens.count > 3 ? ", …" : "")
            return "\(group.screens.count) of \(total) screens \(group.what): \(names)"
        }
    }

    /// What was found for one screen, as evidence for the pattern it votes for.
    static func phrase(_ screen: ScreenFacts.Screen, preset: String, facts: ScreenFacts, project: Project) -> String {
        let driven = screen.how == .drivenBy
        switch preset {
        case "clean-swift":
            switch screen.how {
            case .holds: return screen.mediator == .interactor ? "send to an Interactor that hands its results to a Presenter" : "talk to a BusinessLogic interactor"
            case .closesCycle: return "send to an Interactor whose Presenter answers them (view → interactor → presenter → view)"
            case .drivenBy: return "are shown by a type that sends to an Interactor whose Presenter answers it"
            }
        case "viper":
            if screen.mediator == .interactor { return "talk to an Interactor" }
            if screen.presenterDrivesInteractor { return driven ? "are driven by a Presenter that has an Interactor" : "talk to a Presenter that has an Interactor" }
            return driven ? "are driven by a Presenter with an Interactor in its feature" : "talk to a Presenter with an Interactor in its feature"
        case "clean-architecture":
            let container = screen.through.flatMap { ScreenFacts.mediator(named: $0, qualifiedName: $0) == .interactor ? nil : $0 }
            return "call Interactors with no Presenter, ViewModel or store between" + (container.map { " (through \($0))" } ?? "")
        case "mvp": return driven ? "are driven by a Presenter that has no Interactor" : "talk to a Presenter that has no Interactor"
        case "tca": return "hold a ComposableArchitecture Store"
        case "redux": return "subscribe to a Store"
        case "mvvm", "mvvm-c":
            if screen.mediator == .viewModel, let held = screen.throughType, ScreenFacts.mediator(named: project.types[held].name, qualifiedName: project.types[held].qualifiedName) == .reduxStore {
                return "hold an observable store, their view model by another name"
            }
            if screen.mediator == .viewModel, let held = screen.throughType, facts.reactors.contains(held) {
                return "bind a ReactorKit Reactor, their view model by another name"
            }
            return "hold a ViewModel"
        default: return "hold their models directly (no ViewModel, Presenter or store)"
        }
    }

    /// `1 feature has`, `3 features have`.
    static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }

    static func structureEvidence(_ preset: String, facts: ScreenFacts, project: Project) -> [String] {
        func list(_ names: [String]) -> String {
            names.sorted().prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
        }
        switch preset {
        case "viper":
            let modules = facts.viperModules
            return modules.isEmpty ? [] : ["\(count(modules.count, "feature has", "features have")) a Presenter that drives its Interactor, and a Router: \(list(modules))"]
        case "clean-swift":
            let closers = facts.cycles.map { project.types[$0.closer].name }
            var evidence = closers.isEmpty ? [] : ["\(count(closers.count, "cycle", "cycles")) view → interactor → presenter → view: \(list(closers))"]
            if !facts.setupWiring.isEmpty { evidence.append("\(count(facts.setupWiring.count, "view controller builds its", "view controllers build their")) scene in setup(): \(list(facts.setupWiring))") }
            return evidence
        case "mvp":
            let presenters = facts.mvpPresenters
            return presenters.isEmpty ? [] : ["\(count(presenters.count, "presenter has no Interactor and answers", "presenters have no Interactor and answer")) a screen: \(list(presenters))"]
        case "mvvm-c":
            return ["\(count(facts.startingCoordinators.count, "coordinator owns", "coordinators own")) the navigation (start(), a navigation controller): \(list(facts.startingCoordinators))"]
        case "tca":
            return facts.composableReducers.isEmpty ? [] : ["\(facts.composableReducers.count) reducers (@Reducer or Reducer conformances): \(list(facts.composableReducers))"]
        case "redux":
            return facts.reduxReducers.isEmpty ? [] : ["\(facts.reduxReducers.count) reducers over State and Action: \(list(facts.reduxReducers))"]
        default:
            return []
        }
    }
}

/// How well the code obeys a preset: of the types the preset gives a role, the share that break
/// none of its rules.
struct Obedience {
    var typed: Int
    var breaking: Int

    var share: Double { typed == 0 ? 0 : Double(typed - breaking) / Double(typed) }

    var sentence: String {
        "its rules: \(typed - breaking) of \(typed) types with a role break none"
    }

    static func measure(preset: String, project: Project) -> Obedience {
        guard let rules = try? RulesParser.presets([preset]) else { return Obedience(typed: 0, breaking: 0) }
        let classification = Classifier.classify(project, rules: rules)
        let typed = classification.assignments.count { $0.role != nil && !$0.isCompositionRoot }
        let violations = Checker.check(project, classification: classification, rules: rules)
        var breaking: Set<String> = []
        for violation in violations where violation.severity == .error {
            if let name = violation.source.type { breaking.insert(name) }
        }
        return Obedience(typed: typed, breaking: min(typed, breaking.count))
    }
}
