//
//  SearchRouter.swift
//

import UIKit

@objc protocol SearchRoutingLogic {
    func routeToSearchDetail(segue: UIStoryboardSegue?)
}

protocol SearchDataPassing {
    var dataStore: SearchDataStore? { get }
}

class SearchRouter: NSObject, SearchRoutingLogic, SearchDataPassing {
    weak var viewController: SearchViewController?
    var dataStore: SearchDataStore?

    func routeToSearchDetail(segue: UIStoryboardSegue?) {
        if let segue = segue {
            let destinationVC = segue.destination as! SearchDetailViewController
            var destinationDS = destinationVC.router!.dataStore!
            passDataToSearchDetail(source: dataStore!, destination: &destinationDS)
        } else {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let destinationVC = storyboard.instantiateViewController(withIdentifier: "SearchDetailViewController") as! SearchDetailViewController
            var destinationDS = destinationVC.router!.dataStore!
            passDataToSearchDetail(source: dataStore!, destination: &destinationDS)
            navigateToSearchDetail(source: viewController!, destination: destinationVC)
        }
    }

    func navigateToSearchDetail(source: SearchViewController, destination: SearchDetailViewController) {
        source.show(destination, sender: nil)
    }

    func passDataToSearchDetail(source: SearchDataStore, destination: inout SearchDetailDataStore) {
        destination.repositories = source.repositories
    }
}
