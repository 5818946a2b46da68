import Observation
import SwiftUI

/// The app's coordinator: the tabs' navigation state lives here.
final class ShopCoordinator: ObservableObject {
    @Published var selectedTab = 0

    func makeCatalogTab() -> some View {
        CatalogNavigationView(coordinator: CatalogCoordinator())
    }

    func showBasket() {
        selectedTab = 1
    }
}

@Observable
final class CatalogCoordinator {
    var path: [Int] = []

    func showProduct(_ id: Int) {
        path.append(id)
    }
}
