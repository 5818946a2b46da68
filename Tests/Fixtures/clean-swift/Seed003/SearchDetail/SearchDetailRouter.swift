//
//  SearchDetailRouter.swift
//

import UIKit

protocol SearchDetailDataPassing {
    var dataStore: SearchDetailDataStore? { get }
}

class SearchDetailRouter: NSObject, SearchDetailDataPassing {
    var dataStore: SearchDetailDataStore?
}
