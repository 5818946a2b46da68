import SwiftUI

/// Calls the client itself: a View using a Service.
struct OrderRow: View {
    let order: String
    let client: OrdersClient

    var body: some View {
        Button(order) {
            client.cancel(order)
        }
    }
}
