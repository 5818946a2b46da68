import SwiftUI

/// Calls the client it was given: a use, whether or not its uses are judged.
struct OrderRow: View {
    let client: OrdersClient

    var body: some View {
        Text("Order").onAppear { client.load() }
    }
}
