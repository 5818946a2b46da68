import SwiftUI

/// Takes the client in its initializer only to give it to the view model it owns.
struct CheckoutView: View {
    @StateObject private var viewModel: CheckoutViewModel

    init(client: CheckoutClient) {
        _viewModel = StateObject(wrappedValue: CheckoutViewModel(client: client))
    }

    var body: some View {
        Button("Pay") {
            Task { await viewModel.pay() }
        }
    }
}

final class CheckoutViewModel: ObservableObject {
    private let client: CheckoutClient

    init(client: CheckoutClient) {
        self.client = client
    }

    func pay() async {
        await client.pay()
    }
}
