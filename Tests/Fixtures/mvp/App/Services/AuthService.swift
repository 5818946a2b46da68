import Foundation

protocol AuthServiceProtocol {
    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void)
}

final class AuthService: AuthServiceProtocol {
    func login(email: String, password: String, completion: @escaping (Result<User, Error>) -> Void) {
        completion(.success(User(id: UUID(), name: "Ada", email: email)))
    }
}
