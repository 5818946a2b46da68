final class UsersPresenter {
    var interactor: ListInteractor?

    func start() {
        interactor?.load()
    }
}
