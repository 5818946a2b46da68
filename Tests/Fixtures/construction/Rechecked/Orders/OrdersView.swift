import SwiftUI

/// Hands the client it was given on to its list, and calls nothing on it: once the file's
/// uses are judged, none of its edges breaks a rule, and the comment below suppresses nothing.
struct OrdersView: View {
    // archlint:ignore forbidden-dependency -- the list is what loads the orders
    let client: OrdersClient

    var body: some View {
        OrderList(client: client)
    }
}

/// Not final: a convention's warning, which does not depend on uses, in the same file.
class OrdersViewModel {
    func refresh(_ client: OrdersClient) { client.load() }
}
