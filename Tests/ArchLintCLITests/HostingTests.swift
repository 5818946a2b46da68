import Testing

/// `View hosts Coordinator` (mvvm-c): a SwiftUI view that keeps its coordinator as its state —
/// owned (`@StateObject`, `@State`), or bound (`@Bindable`, `@ObservedObject`,
/// `@EnvironmentObject`) by a view that builds the navigation stack — hosts it; every other
/// view that holds a coordinator uses it (Tests/Fixtures/hosting).
@Suite struct HostingTests {
    /// The root view owning the coordinator and the navigation view binding its stack to one
    /// are not reported; the SwiftUI screen that calls the coordinator it observes, and the
    /// UIKit screen that holds one, are.
    @Test func onlyViewsThatHoldACoordinatorWithoutHostingItAreReported() {
        let result = archlint("lint", "Tests/Fixtures/hosting/App", "--preset", "mvvm-c")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/hosting/App/Scenes/BasketViewController.swift:5:22: error: View 'BasketViewController' must not use Coordinator 'ShopCoordinator'; View may use ViewModel, Model [forbidden-dependency]",
            "Tests/Fixtures/hosting/App/Scenes/ProductListView.swift:5:41: error: View 'ProductListView' must not use Coordinator 'ShopCoordinator'; View may use ViewModel, Model [forbidden-dependency]",
        ])
    }

    /// `explain` names the property that hosts the coordinator; the initializer's parameter of
    /// that type is hosting too.
    @Test func explainNamesTheHostingProperty() {
        let result = archlint("explain", "CatalogNavigationView", "Tests/Fixtures/hosting/App", "--preset", "mvvm-c")
        #expect(result.err == "")
        #expect(result.status == 0)
        let hosting = result.out.split(separator: "\n").map(String.init).filter { $0.contains("(Coordinator)") }
        #expect(hosting == [
            "  Tests/Fixtures/hosting/App/Navigation/CatalogNavigationView.swift:5:32 in coordinator → CatalogCoordinator (Coordinator): allowed, 'CatalogNavigationView' hosts 'CatalogCoordinator' (@Bindable var coordinator): View hosts Coordinator [preset mvvm-c:56]",
            "  Tests/Fixtures/hosting/App/Navigation/CatalogNavigationView.swift:7:23 in init → CatalogCoordinator (Coordinator): allowed, 'CatalogNavigationView' hosts 'CatalogCoordinator' (@Bindable var coordinator): View hosts Coordinator [preset mvvm-c:56]",
        ])
    }

    /// Without the statement (`mvvm` has no Coordinator; a project's own rules), a host is
    /// judged like any View: its coordinator is a use.
    @Test func withoutHostsTheRootViewIsReported() {
        let result = archlint("lint", "Tests/Fixtures/hosting/App/Navigation/ShopRootView.swift", "Tests/Fixtures/hosting/App/Coordinators", "--config", "Tests/Fixtures/hosting/no-hosting.rules")
        #expect(result.err == "")
        #expect(result.status == 1)
        #expect(result.out.split(separator: "\n").map(String.init) == [
            "Tests/Fixtures/hosting/App/Navigation/ShopRootView.swift:5:44: error: View 'ShopRootView' must not use Coordinator 'ShopCoordinator'; View may use ViewModel [forbidden-dependency]",
        ])
    }
}
