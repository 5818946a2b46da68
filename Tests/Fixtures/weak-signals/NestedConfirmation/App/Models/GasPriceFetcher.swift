/// A networking class kept in `Models/`: it asks the network service for prices.
final class GasPriceFetcher {
    /// What the endpoint answers.
    struct Response: Decodable {
        let price: Double
    }

    private let network: NetworkService

    init(network: NetworkService) {
        self.network = network
    }

    func fetch() -> Response? {
        network.get("/gas")
    }
}
