import UIKit

protocol RepoListRoutingLogic {
    func routeToShow(repo: Repo)
}

final class RepoListRouter: RepoListRoutingLogic {
    weak var viewController: RepoListController?

    func routeToShow(repo: Repo) {
        viewController?.navigationController?.pushViewController(RepoShowController(), animated: true)
    }
}
