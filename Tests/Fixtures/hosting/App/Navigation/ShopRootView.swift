import SwiftUI

/// The root view owns the coordinator: SwiftUI keeps it alive as the view's state.
struct ShopRootView: View {
    @StateObject private var coordinator = ShopCoordinator()

    var body: some View {
        TabView(selection: $coordinator.selectedTab) {
            coordinator.makeCatalogTab()
        }
    }
}
