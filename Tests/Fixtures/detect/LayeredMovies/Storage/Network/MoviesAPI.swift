import Foundation

struct MovieResponse: Decodable {
    let id: String
    let title: String
}

final class MoviesAPI {
    func popular() async throws -> [MovieResponse] { [] }
}
