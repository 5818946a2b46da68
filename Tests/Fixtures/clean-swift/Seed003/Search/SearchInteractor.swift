//
//  SearchInteractor.swift
//

import UIKit

protocol SearchBusinessLogic {
    func fetchRepositories(request: Search.FetchRepositories.Request)
}

protocol SearchDataStore {
    var repositories: [Repository] { get set }
}

class SearchInteractor: SearchBusinessLogic, SearchDataStore {
    var presenter: SearchPresentationLogic?
    var worker: SearchWorker?
    var repositories: [Repository] = []

    func fetchRepositories(request: Search.FetchRepositories.Request) {
        worker = SearchWorker()
        worker?.fetchRepositories(text: request.text, completion: { result in
            switch result {
            case .success(let response):
                self.repositories = response.items
                self.presenter?.presentFetchedRepositories(response: response)
                    
            case .failure(let error):
                print("error : \(error.localizedDescription)")
                let response = Search.FetchRepositories.Response()
                self.repositories = response.items
                self.presenter?.presentFetchedRepositories(response: response)
            }
        })
    }
}
