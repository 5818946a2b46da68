import RxSwift

protocol RepoListBusinessLogic {
    func fetch(request: RepoList.Fetch.Request)
}

final class RepoListInteractor: RepoListBusinessLogic {
    var presenter: RepoListPresentationLogic?
    var worker = RepoListWorker()
    private let disposeBag = DisposeBag()

    func fetch(request: RepoList.Fetch.Request) {
        worker.repos(page: request.page)
            .subscribe(onSuccess: { [weak self] repos in
                self?.presenter?.presentRepos(response: RepoList.Fetch.Response(repos: repos))
            })
            .disposed(by: disposeBag)
    }
}
