import UIKit

final class AppDIContainer {
    lazy var moviesRepository: MoviesRepository = DefaultMoviesRepository(api: MoviesAPI())

    @MainActor
    func makeMoviesListViewController() -> UIViewController {
        let controller = MoviesListViewController()
        controller.viewModel = MoviesListViewModel(searchMovies: DefaultSearchMoviesUseCase(repository: moviesRepository))
        return controller
    }
}
