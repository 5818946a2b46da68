protocol MoviesRepository {
    func movies() async throws -> [Movie]
}

final class FetchMoviesUseCase {
    private let repository: MoviesRepository

    init(repository: MoviesRepository) {
        self.repository = repository
    }

    func execute() async throws -> [Movie] {
        try await repository.movies()
    }
}
