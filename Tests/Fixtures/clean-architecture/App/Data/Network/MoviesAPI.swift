import Foundation

final class MoviesAPI {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func search(_ query: String) async throws -> [MovieDTO] {
        let url = URL(string: "https://example.org/search?q=\(query)")!
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([MovieDTO].self, from: data)
    }
}
