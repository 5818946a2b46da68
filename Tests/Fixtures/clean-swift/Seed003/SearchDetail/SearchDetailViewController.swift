//
//  SearchDetailViewController.swift
//  The scene the seed's Router navigates to, reduced to what the Router touches.
//

import UIKit

class SearchDetailViewController: UIViewController {
    var interactor: SearchDetailBusinessLogic?
    var router: (NSObjectProtocol & SearchDetailDataPassing)?

    override func viewDidLoad() {
        super.viewDidLoad()
        setup()
    }

    private func setup() {
        let interactor = SearchDetailInteractor()
        let router = SearchDetailRouter()
        self.interactor = interactor
        self.router = router
        router.dataStore = interactor
    }
}
