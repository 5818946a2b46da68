protocol RepoListPresentationLogic {
    func presentRepos(response: RepoList.Fetch.Response)
}

final class RepoListPresenter: RepoListPresentationLogic {
    weak var viewController: RepoListDisplayLogic?

    func presentRepos(response: RepoList.Fetch.Response) {
        let titles = response.repos.map { "\($0.name) ★\($0.stars)" }
        viewController?.displayRepos(viewModel: RepoList.Fetch.ViewModel(titles: titles))
    }
}
