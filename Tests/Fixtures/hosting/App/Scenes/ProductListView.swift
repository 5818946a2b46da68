import SwiftUI

/// A screen inside the stack: it observes the coordinator only to call it, which is a use.
struct ProductListView: View {
    @EnvironmentObject var coordinator: ShopCoordinator
    let viewModel: ProductListViewModel

    var body: some View {
        Button("Basket") { coordinator.showBasket() }
    }
}

final class ProductListViewModel {
    let title = "Products"
}
