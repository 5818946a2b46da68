final class FeedPresenter: FeedPresenterInputs, FeedInteractorOutputs {
    weak var view: FeedViewInputs?
    var interactor: FeedInteractorInputs?
    var router: FeedRouterInputs?

    func viewDidLoad() { interactor?.load() }
    func didSelect(_ user: User) { router?.open(user) }
    func loaded(_ users: [User]) { view?.show(users) }
}
