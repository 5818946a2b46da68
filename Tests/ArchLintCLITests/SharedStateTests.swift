import Testing

/// mvc on SwiftUI code whose app-wide state is an observable object (Tests/Fixtures/shared-state):
/// `AppState`, made at the root and read by the views of four screens and by the session, is
/// the app's state, not one screen's view model, and takes no role from conforming to
/// `ObservableObject` (before: a ViewModel, and `Model 'SessionModel' must not use ViewModel
/// 'AppState'` twice); `FeedListing`, the feed screen's own state, is still a ViewModel by
/// conformance, and the session holding it is still reported.
@Suite struct SharedStateTests {
    @Test func stateReadAcrossScreensIsNoViewModel() {
        let result = archlint("roles", "Tests/Fixtures/shared-state/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "TYPE          KIND    ROLE         DECLARED AT                                                    REASON",
            "AppState      class   -            Tests/Fixtures/shared-state/App/App/AppState.swift:4           observable state shared across screens (used from 5 folders besides its own), not one screen's view model; no rule matches",
            "RootView      struct  SwiftUIView  Tests/Fixtures/shared-state/App/App/RootView.swift:3           inherits from View",
            "FeedListing   class   ViewModel    Tests/Fixtures/shared-state/App/Feed/FeedListing.swift:4       inherits from ObservableObject",
            "FeedView      struct  SwiftUIView  Tests/Fixtures/shared-state/App/Feed/FeedView.swift:3          inherits from View",
            "SessionModel  class   Model        Tests/Fixtures/shared-state/App/Models/SessionModel.swift:4    name matches '*Model'",
            "ProfileView   struct  SwiftUIView  Tests/Fixtures/shared-state/App/Profile/ProfileView.swift:3    inherits from View",
            "SearchView    struct  SwiftUIView  Tests/Fixtures/shared-state/App/Search/SearchView.swift:3      inherits from View",
            "SettingsView  struct  SwiftUIView  Tests/Fixtures/shared-state/App/Settings/SettingsView.swift:3  inherits from View",
        ])
    }

    @Test func onlyTheModelHoldingAScreensViewModelIsReported() {
        let result = archlint("lint", "Tests/Fixtures/shared-state/App", "--preset", "mvc")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/shared-state/App/Models/SessionModel.swift:6:18: error: Model 'SessionModel' must not use ViewModel 'FeedListing'; Model may use Model [forbidden-dependency]",
            "Tests/Fixtures/shared-state/App/Models/SessionModel.swift:8:36: error: Model 'SessionModel' must not use ViewModel 'FeedListing'; Model may use Model [forbidden-dependency]",
        ])
    }
}
