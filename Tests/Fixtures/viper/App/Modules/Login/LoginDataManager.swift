import Foundation

/// Knows where users live: the cache first, then the UserService.
final class LoginDataManager {
    private let service: UserService
    private var cache: [String: User] = [:]

    init(service: UserService) {
        self.service = service
    }

    func fetchUser(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        if let cached = cache[email] {
            completion(.success(cached))
            return
        }
        service.login(email: email, password: password) { [weak self] result in
            if case .success(let user) = result { self?.cache[email] = user }
            completion(result)
        }
    }
}
