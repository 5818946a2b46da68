import SwiftUI

/// Calls the client from the environment: a View using a Service.
struct BasketView: View {
    @Environment(BasketClient.self) private var client

    var body: some View {
        List(client.items, id: \.self) { Text($0) }
            .task { await client.load() }
    }
}
