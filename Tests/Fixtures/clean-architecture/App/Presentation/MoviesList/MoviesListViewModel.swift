import Foundation

@MainActor
final class MoviesListViewModel {
    private let searchMovies: SearchMoviesUseCase
    private(set) var titles: [String] = []

    init(searchMovies: SearchMoviesUseCase) {
        self.searchMovies = searchMovies
    }

    func search(_ query: String) async {
        titles = (try? await searchMovies.execute(query: query).map(\.title)) ?? []
    }

    func refreshFromNetwork() async {
        let dtos = (try? await MoviesAPI().search("")) ?? []
        titles = dtos.map(\.title)
    }
}
