import Domain

final class DefaultMoviesRepository: MoviesRepository {
    private let api: MoviesAPI

    init(api: MoviesAPI) {
        self.api = api
    }

    func movies() async throws -> [Movie] {
        try await api.popular().map { Movie(id: $0.id, title: $0.title) }
    }
}
