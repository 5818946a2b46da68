protocol SearchMoviesUseCase {
    func execute(query: String) async throws -> [Movie]
}

final class DefaultSearchMoviesUseCase: SearchMoviesUseCase {
    private let repository: MoviesRepository

    init(repository: MoviesRepository) {
        self.repository = repository
    }

    func execute(query: String) async throws -> [Movie] {
        try await repository.movies(matching: query)
    }
}
