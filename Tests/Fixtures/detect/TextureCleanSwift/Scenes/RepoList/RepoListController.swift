import AsyncDisplayKit
import RxSwift

protocol RepoListDisplayLogic: AnyObject {
    func displayRepos(viewModel: RepoList.Fetch.ViewModel)
}

// A Texture screen: its base class is Texture's, not UIKit's.
final class RepoListController: ASDKViewController<ASTableNode>, RepoListDisplayLogic {
    var interactor: RepoListBusinessLogic?
    var router: RepoListRoutingLogic?
    private let disposeBag = DisposeBag()
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.fetch(request: RepoList.Fetch.Request(page: 1))
    }

    func displayRepos(viewModel: RepoList.Fetch.ViewModel) {
        titles = viewModel.titles
        node.reloadData()
    }
}
