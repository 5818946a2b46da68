import UIKit
import Domain

final class MoviesViewController: UIViewController {
    var viewModel: MoviesViewModel!
}

final class MoviesViewModel {
    private let fetchMovies: FetchMoviesUseCase
    private(set) var titles: [String] = []

    init(fetchMovies: FetchMoviesUseCase) {
        self.fetchMovies = fetchMovies
    }
}
