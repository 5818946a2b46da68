//
//  SearchPresenter.swift
//

import UIKit

protocol SearchPresentationLogic {
    func presentFetchedRepositories(response: Search.FetchRepositories.Response)
}

class SearchPresenter: SearchPresentationLogic {
    weak var viewController: SearchDisplayLogic?

    func presentFetchedRepositories(response: Search.FetchRepositories.Response) {
        let viewModel = Search.FetchRepositories.ViewModel(fetchedRepositories: response.items)
        self.viewController?.displayRepositories(viewModel: viewModel)
    }
}
