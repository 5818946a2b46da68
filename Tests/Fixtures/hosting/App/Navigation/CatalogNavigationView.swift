import SwiftUI

/// Handed its coordinator, it binds the navigation stack's path to it.
struct CatalogNavigationView: View {
    @Bindable var coordinator: CatalogCoordinator

    init(coordinator: CatalogCoordinator) {
        self.coordinator = coordinator
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            ProductListView(viewModel: ProductListViewModel())
                .navigationDestination(for: Int.self) { id in
                    Text("Product \(id)")
                }
        }
    }
}
