import AsyncDisplayKit
import RxCocoa
import RxSwift

// The scene's presenter answers through a stream the screen subscribes to, not a display protocol.
final class RepoShowController: ASDKViewController<ASDisplayNode> {
    var interactor: RepoShowInteractor?
    var presenter: RepoShowPresenter?
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewModel
            .subscribe(onNext: { [weak self] viewModel in self?.title = viewModel.title })
            .disposed(by: disposeBag)
        interactor?.load.accept(())
    }
}
