import Foundation

/// Talks to the server about one kind of Entity: User.
final class UserService {
    /// Warms the LoginDataManager's cache; a Service must not know Data Managers.
    weak var cacheOwner: LoginDataManager?

    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        let url = URL(string: "https://example.com/login?user=LoginViewController")!
        URLSession.shared.dataTask(with: url) { data, _, error in
            if let data, let user = try? JSONDecoder().decode(User.self, from: data) {
                completion(.success(user))
            } else {
                completion(.failure(error ?? LoginError.offline))
            }
        }.resume()
    }
}
