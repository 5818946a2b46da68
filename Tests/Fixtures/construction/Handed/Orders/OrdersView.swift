import SwiftUI

/// Hands the client it was given on to its list, and calls nothing on it: a hand-off.
struct OrdersView: View {
    let client: OrdersClient

    var body: some View {
        OrderList(client: client)
    }
}
