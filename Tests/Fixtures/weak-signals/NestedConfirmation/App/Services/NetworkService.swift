final class NetworkService {
    func get<T: Decodable>(_ path: String) -> T? {
        nil
    }
}
