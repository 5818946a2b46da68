import RxCocoa

final class RepoShowPresenter {
    let viewModel = PublishRelay<RepoShow.ViewModel>()

    func present(response: RepoShow.Response) {
        viewModel.accept(RepoShow.ViewModel(title: response.repo.name))
    }
}
