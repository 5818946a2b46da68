import RxCocoa
import RxSwift

final class RepoShowInteractor {
    let load = PublishRelay<Void>()
    var presenter: RepoShowPresenter?
    private let repo: Repo
    private let disposeBag = DisposeBag()

    init(repo: Repo) {
        self.repo = repo
        load.subscribe(onNext: { [weak self] in
            guard let self else { return }
            self.presenter?.present(response: RepoShow.Response(repo: self.repo))
        })
        .disposed(by: disposeBag)
    }
}
