import SwiftUI

/// Reads the client from the environment only to hand it on: to its view model, to each row
/// and to the screens it opens.
struct OrdersView: View {
    @EnvironmentObject var client: OrdersClient
    @StateObject private var viewModel = OrdersViewModel()

    var body: some View {
        List(viewModel.orders, id: \.self) { order in
            OrderRow(order: order, client: client)
        }
        .task {
            viewModel.client = client
            await viewModel.load()
        }
        .environmentObject(client)
    }
}

final class OrdersViewModel: ObservableObject {
    var client: OrdersClient?
    @Published var orders: [String] = []

    func load() async {
        orders = await client?.orders() ?? []
    }
}
