import Foundation

/// Keeps the last rates it downloaded.
final class RatesStorage {
    func save(_ data: Data) {
        UserDefaults.standard.set(data, forKey: "rates")
    }
}

/// Downloads exchange rates from a server and hands them to the storage: a server's service
/// reaching a Data Manager, which asks services, not the other way round.
final class RatesService {
    let storage = RatesStorage()

    func refresh() {
        let url = URL(string: "https://example.com/rates")!
        URLSession.shared.dataTask(with: url) { data, _, _ in
            if let data {
                self.storage.save(data)
            }
        }.resume()
    }
}
