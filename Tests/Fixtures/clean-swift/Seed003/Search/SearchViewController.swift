//
//  SearchViewController.swift
//  The seed's ViewController functions inside the Clean Swift scene template.
//

import UIKit

protocol SearchDisplayLogic: AnyObject {
    func displayRepositories(viewModel: Search.FetchRepositories.ViewModel)
}

class SearchViewController: UIViewController, SearchDisplayLogic {
    var interactor: SearchBusinessLogic?
    var router: (NSObjectProtocol & SearchRoutingLogic & SearchDataPassing)?
    var displayedRepositories: [Repository] = []

    @IBOutlet weak var tableView: UITableView!

    // MARK: Object lifecycle

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    // MARK: Setup

    private func setup() {
        let viewController = self
        let interactor = SearchInteractor()
        let presenter = SearchPresenter()
        let router = SearchRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    func displayRepositories(viewModel: Search.FetchRepositories.ViewModel) {
        DispatchQueue.main.async {
            self.displayedRepositories = viewModel.fetchedRepositories
            self.tableView.reloadData()
        }
    }
}

extension SearchViewController: UISearchBarDelegate {
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        interactor?.fetchRepositories(request: Search.FetchRepositories.Request(text: searchBar.text))
    }
}
