import SwiftUI

/// Fetches its messages itself, giving its environment client to the data source's fetch call:
/// the call works with the client for this view, so the view uses it. Its rows only get it.
struct MessagesView: View {
    @Environment(MessagesClient.self) private var client
    @State private var dataSource = MessagesDataSource()
    @State private var messages: [String] = []

    var body: some View {
        List(messages, id: \.self) { message in
            MessageRow(message: message, client: client)
        }
        .task {
            messages = await dataSource.fetchMessages(client: client)
        }
    }
}

/// Puts the client it is given into the environment of its text: handed on, not used.
struct MessageRow: View {
    let message: String
    let client: MessagesClient

    var body: some View {
        Text(message).environment(client)
    }
}

final class MessagesDataSource {
    func fetchMessages(client: MessagesClient) async -> [String] {
        await client.messages()
    }
}
