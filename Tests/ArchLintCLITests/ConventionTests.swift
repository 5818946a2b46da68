import Testing

/// Conventions: what every type of a role must be (`Presenter must be final`, `View must not
/// store Service`), reported at the declaration, or at the stored property's type
/// (Tests/Fixtures/conventions).
@Suite struct ConventionTests {
    /// Each statement finds the types that break it and no other: a base class keeps its own
    /// `must inherit from` and, subclassed, `should be final`; a subclass inherits its base's `@MainActor`, a local or computed
    /// service is not stored, and an `archlint:ignore role-convention` accepts one finding.
    /// `must have a test` asks for test code naming the type (a test double beside the app's
    /// code is no test); `must be used through a protocol` reports each type of another role that
    /// names the concrete type, even to build it, but not a composition root; a path's
    /// `must not declare public mutable state` reports each `public var` and `open var`, static or
    /// in an extension, and no `let`, computed, internal or `private(set)` one.
    @Test func eachConventionIsReportedAtTheTypeThatBreaksIt() {
        let result = archlint("lint", "Tests/Fixtures/conventions")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/conventions/App/Domain/Account.swift:2:16: error: 'Account' in **/Domain/** must not declare public mutable state (property 'balance') [role-convention]",
            "Tests/Fixtures/conventions/App/Domain/Account.swift:5:23: error: 'Account' in **/Domain/** must not declare public mutable state (property 'current') [role-convention]",
            "Tests/Fixtures/conventions/App/Domain/Account.swift:11:23: error: 'Account' in **/Domain/** must not declare public mutable state (property 'fallback') [role-convention]",
            "Tests/Fixtures/conventions/App/Domain/Ledger.swift:2:14: error: 'Ledger' in **/Domain/** must not declare public mutable state (property 'entries') [role-convention]",
            "Tests/Fixtures/conventions/App/Domain/Ledger.swift:4:43: error: 'Ledger' in **/Domain/** must not declare public mutable state (property 'shared') [role-convention]",
            "Tests/Fixtures/conventions/App/Entities/Order.swift:1:13: error: Entity 'Order' must be a struct or enum, not a class [role-convention]",
            "Tests/Fixtures/conventions/App/Entities/OrderQueue.swift:1:7: error: Entity 'OrderQueue' must be a struct or enum, not an actor [role-convention]",
            "Tests/Fixtures/conventions/App/Interactors/CartInteractor.swift:4:37: error: Repository 'OrderRepository' must be used through a protocol; Interactor 'CartInteractor' names the concrete type in 'init' [role-convention]",
            "Tests/Fixtures/conventions/App/Interactors/OrderLogic.swift:1:13: error: Interactor 'OrderLogic' must be named *Interactor [role-convention]",
            "Tests/Fixtures/conventions/App/Interactors/OrderLogic.swift:1:13: error: Interactor 'OrderLogic' must have a test [role-convention]",
            "Tests/Fixtures/conventions/App/Interactors/OrderLogic.swift:2:24: error: Repository 'CacheRepository' must be used through a protocol; Interactor 'OrderLogic' names the concrete type in 'cache' [role-convention]",
            "Tests/Fixtures/conventions/App/Interactors/OrderLogic.swift:4:17: error: Repository 'CacheRepository' must be used through a protocol; Interactor 'OrderLogic' names the concrete type in 'init' [role-convention]",
            "Tests/Fixtures/conventions/App/Presenters/CartPresenter.swift:1:7: error: Presenter 'CartPresenter' must be annotated @MainActor [role-convention]",
            "Tests/Fixtures/conventions/App/Presenters/CartPresenter.swift:1:7: error: Presenter 'CartPresenter' must be final [role-convention]",
            "Tests/Fixtures/conventions/App/Services/ProfileService.swift:1:7: warning: Service 'ProfileService' should be final [role-convention]",
            "Tests/Fixtures/conventions/App/ViewModels/SettingsViewModel.swift:3:13: error: ViewModel 'SettingsViewModel' must inherit from BaseViewModel [role-convention]",
            "Tests/Fixtures/conventions/App/Views/ListView.swift:5:26: error: View 'ListView' must not store Service 'ProfileService' (property 'service') [role-convention]",
            "Tests/Fixtures/conventions/App/Views/ListView.swift:6:18: error: View 'ListView' must not store Service 'ProfileService' (property 'cache') [role-convention]",
        ])
    }

    /// `explain` of a type others name lists where they name it; of a type under a path, the
    /// path's conventions.
    @Test func explainShowsTheNamesOfAConcreteTypeAndAPathsConventions() {
        let used = archlint("explain", "CacheRepository", "Tests/Fixtures/conventions")
        #expect(Array(used.out.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("conventions:") }) == [
            "conventions: 1",
            "  Repository must be used through a protocol [Tests/Fixtures/conventions/.archlint.rules:23]: Tests/Fixtures/conventions/App/Interactors/OrderLogic.swift:2:24 error, Repository 'CacheRepository' must be used through a protocol; Interactor 'OrderLogic' names the concrete type in 'cache' [Tests/Fixtures/conventions/.archlint.rules:23] [role-convention]; Tests/Fixtures/conventions/App/Interactors/OrderLogic.swift:4:17 error, Repository 'CacheRepository' must be used through a protocol; Interactor 'OrderLogic' names the concrete type in 'init' [Tests/Fixtures/conventions/.archlint.rules:23] [role-convention]",
        ])
        let ledger = archlint("explain", "Ledger", "Tests/Fixtures/conventions")
        #expect(Array(ledger.out.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("conventions:") }) == [
            "conventions: 1",
            "  **/Domain/** must not declare public mutable state [Tests/Fixtures/conventions/.archlint.rules:24]: Tests/Fixtures/conventions/App/Domain/Ledger.swift:2:14 error, 'Ledger' in **/Domain/** must not declare public mutable state (property 'entries') [Tests/Fixtures/conventions/.archlint.rules:24] [role-convention]; Tests/Fixtures/conventions/App/Domain/Ledger.swift:4:43 error, 'Ledger' in **/Domain/** must not declare public mutable state (property 'shared') [Tests/Fixtures/conventions/.archlint.rules:24] [role-convention]",
        ])
        let tested = archlint("explain", "CartInteractor", "Tests/Fixtures/conventions")
        #expect(Array(tested.out.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("conventions:") }) == [
            "conventions: 2",
            "  Interactor must be named *Interactor [Tests/Fixtures/conventions/.archlint.rules:15]: kept",
            "  Interactor must have a test [Tests/Fixtures/conventions/.archlint.rules:22]: kept",
        ])
    }

    /// `explain` lists the conventions of the type's role, each kept or broken as lint decided.
    @Test func explainShowsWhichConventionATypeBreaks() {
        let result = archlint("explain", "CartPresenter", "Tests/Fixtures/conventions")
        #expect(result.err == "")
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(Array(lines.drop { !$0.hasPrefix("conventions:") }) == [
            "conventions: 2",
            "  Presenter must be final [Tests/Fixtures/conventions/.archlint.rules:12]: Tests/Fixtures/conventions/App/Presenters/CartPresenter.swift:1:7 error, Presenter 'CartPresenter' must be final [Tests/Fixtures/conventions/.archlint.rules:12] [role-convention]",
            "  Presenter must be annotated @MainActor [Tests/Fixtures/conventions/.archlint.rules:13]: Tests/Fixtures/conventions/App/Presenters/CartPresenter.swift:1:7 error, Presenter 'CartPresenter' must be annotated @MainActor [Tests/Fixtures/conventions/.archlint.rules:13] [role-convention]",
        ])
    }

    /// A kept convention says so, and an accepted one names the comment that accepts it.
    @Test func explainShowsKeptAndAcceptedConventions() {
        let kept = archlint("explain", "ListPresenter", "Tests/Fixtures/conventions")
        #expect(Array(kept.out.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("conventions:") }) == [
            "conventions: 2",
            "  Presenter must be final [Tests/Fixtures/conventions/.archlint.rules:12]: kept",
            "  Presenter must be annotated @MainActor [Tests/Fixtures/conventions/.archlint.rules:13]: kept",
        ])
        let accepted = archlint("explain", "LegacyService", "Tests/Fixtures/conventions")
        #expect(Array(accepted.out.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("conventions:") }) == [
            "conventions: 1",
            "  Service should be final [Tests/Fixtures/conventions/.archlint.rules:17]: Tests/Fixtures/conventions/App/Services/LegacyService.swift:2:7 accepted by archlint:ignore, Service 'LegacyService' should be final [Tests/Fixtures/conventions/.archlint.rules:17] [role-convention]",
        ])
    }
}
