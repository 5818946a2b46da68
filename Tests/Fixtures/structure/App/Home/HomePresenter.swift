final class HomePresenter {
    weak var pane: HomePaneContract?
    var interactor: HomeInteractor?

    func loaded(_ articles: [Article]) {
        pane?.show(articles)
    }
}
