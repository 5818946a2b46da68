final class ListPresenter {
    var interactor: ListInteractor?

    func start() {
        interactor?.load()
    }
}
