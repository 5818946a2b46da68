protocol MoviesRepository {
    func movies(matching query: String) async throws -> [Movie]
    func prefetch(query: String) -> Cancellable?
}
