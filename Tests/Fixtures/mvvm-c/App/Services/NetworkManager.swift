import Foundation

protocol NetworkServiceProtocol {
    func fetchCoins(_ completion: @escaping (Result<[Coin], Error>) -> Void)
}

final class NetworkManager: NetworkServiceProtocol {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func fetchCoins(_ completion: @escaping (Result<[Coin], Error>) -> Void) {
        session.dataTask(with: URL(string: "https://api.example.com/coins")!) { data, _, error in
            if let data, let coins = try? JSONDecoder().decode([Coin].self, from: data) {
                completion(.success(coins))
            } else if let error {
                completion(.failure(error))
            }
        }.resume()
    }
}
