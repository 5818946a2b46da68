import UIKit
import Domain

final class MovieDetailViewController: UIViewController {
    var viewModel: MovieDetailViewModel!
}

final class MovieDetailViewModel {
    let movie: Movie

    init(movie: Movie) {
        self.movie = movie
    }
}
