final class HomeInteractor {
    weak var presenter: HomePresenter?
    // Planted: the Interactor reaches the View through its contract.
    weak var pane: HomePaneContract?
    let service = ArticlesService()
}
