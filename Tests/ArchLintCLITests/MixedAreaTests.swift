import Testing

/// An MVC app with an MVVM area (`Tests/Fixtures/mixed/Podcasts`, as `archlint init` writes
/// for pocket-casts-ios): types meet at the area's edge, and each side reads the other's by
/// its own rules.
@Suite struct MixedAreaTests {
    static let app = "Tests/Fixtures/mixed/Podcasts"

    /// The area's hosting controllers subclass the app's `ThemedHostingController`, an MVC
    /// Controller: read by the area's rules, it is a View (it inherits UIHostingController), so
    /// they are Views, and the SwiftUI view presenting one uses a View. The app's controller
    /// builds the area's screen, view model and service: a Service is no MVC role, and MVC's
    /// rules give BookmarkService none. What is left is real: the view model holding the app's
    /// player screen (a View, as MVVM reads a UIViewController), and a Model of the area's
    /// Models/ folder holding a screen (MVC's `Model is in **/Models/**` is a role both presets
    /// have, not a layer around the area: it does not widen what the area's Model may use).
    @Test func theAreasEdgeIsJudgedInEachSidesOwnTerms() {
        #expect(archlint("lint", Self.app) == RunResult(status: 1, out: """
            \(Self.app)/Bookmarks/BookmarksListViewModel.swift:5:22: error: ViewModel 'BookmarksListViewModel' must not use View 'PlayerViewController' [forbidden-dependency]
            \(Self.app)/Bookmarks/Models/BookmarkModel.swift:2:22: error: Model 'BookmarkModel' must not use View 'BookmarksListController'; Model may use Model [forbidden-dependency]

            """, err: ""))
    }

    @Test func aSubclassOfABaseInAnotherAreaTakesTheRoleItsOwnAreasRulesGiveTheBase() {
        let roles = archlint("roles", Self.app).out.split(separator: "\n").filter { $0.contains("ThemedHostingController (") }
        #expect(roles.map { $0.split(separator: " ", omittingEmptySubsequences: true).prefix(3).joined(separator: " ") } == [
            "BookmarksListController class View", "BookmarkEditController class View",
        ])
        #expect(roles.allSatisfy { $0.hasSuffix("conforms to ThemedHostingController (View by the rules here: inherits from UIHostingController)") })
    }
}
