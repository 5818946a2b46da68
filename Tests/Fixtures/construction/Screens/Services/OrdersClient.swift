import Foundation

final class OrdersClient: ObservableObject {
    func orders() async -> [String] { ["#1", "#2"] }
    func cancel(_ order: String) {}
}

@Observable final class BasketClient {
    var items: [String] = []
    func load() async {}
}

final class CheckoutClient {
    func pay() async {}
}

final class SettingsService {
    func save() {}
}

@Observable final class MessagesClient {
    func messages() async -> [String] { [] }
}
