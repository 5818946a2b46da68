final class DetailInteractor {
    var view: DetailViewController?

    func load() {
        view?.show()
    }
}
