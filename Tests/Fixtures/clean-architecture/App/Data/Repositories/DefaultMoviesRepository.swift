final class DefaultMoviesRepository: MoviesRepository {
    private let api: MoviesAPI

    init(api: MoviesAPI) {
        self.api = api
    }

    func movies(matching query: String) async throws -> [Movie] {
        try await api.search(query).map { $0.toDomain() }
    }

    func prefetch(query: String) -> Cancellable? {
        NetworkTask()
    }
}
