//
//  SearchDetailInteractor.swift
//

import UIKit

protocol SearchDetailBusinessLogic {
    func loadRepository()
}

protocol SearchDetailDataStore {
    var repositories: [Repository] { get set }
}

class SearchDetailInteractor: SearchDetailBusinessLogic, SearchDetailDataStore {
    var repositories: [Repository] = []

    func loadRepository() {}
}
