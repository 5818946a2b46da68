import Testing

/// Conventions: what every type of a role must be (`Presenter must be final`, `View must not
/// store Service`), reported at the declaration, or at the stored property's type
/// (Tests/Fixtures/conventions).
@Suite struct ConventionTests {
    /// Each statement finds the types that break it and no other: a base class keeps its own
    /// `must inherit from`, a subclass inherits its base's `@MainActor`, a local or computed
    /// service is not stored, and an `archlint:ignore role-convention` accepts one finding.
    @Test func eachConventionIsReportedAtTheTypeThatBreaksIt() {
        let result = archlint("lint", "Tests/Fixtures/conventions")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/conventions/App/Entities/Order.swift:1:13: error: Entity 'Order' must be a struct or enum, not a class [role-convention]",
            "Tests/Fixtures/conventions/App/Interactors/OrderLogic.swift:1:13: error: Interactor 'OrderLogic' must be named *Interactor [role-convention]",
            "Tests/Fixtures/conventions/App/Presenters/CartPresenter.swift:1:7: error: Presenter 'CartPresenter' must be annotated @MainActor [role-convention]",
            "Tests/Fixtures/conventions/App/Presenters/CartPresenter.swift:1:7: error: Presenter 'CartPresenter' must be final [role-convention]",
            "Tests/Fixtures/conventions/App/Services/ProfileService.swift:1:7: warning: Service 'ProfileService' should be final [role-convention]",
            "Tests/Fixtures/conventions/App/ViewModels/SettingsViewModel.swift:3:13: error: ViewModel 'SettingsViewModel' must inherit from BaseViewModel [role-convention]",
            "Tests/Fixtures/conventions/App/Views/ListView.swift:5:26: error: View 'ListView' must not store Service 'ProfileService' (property 'service') [role-convention]",
            "Tests/Fixtures/conventions/App/Views/ListView.swift:6:18: error: View 'ListView' must not store Service 'ProfileService' (property 'cache') [role-convention]",
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
