import UIKit

final class SearchViewController: UIViewController {
    var presenter: SearchPresenter?
}

final class SearchPresenter {
    weak var view: SearchViewController?
}

/// Assembles the search scene and returns its view controller.
enum SearchRouter {
    static func build(query: String) -> UIViewController {
        let view = SearchViewController()
        let presenter = SearchPresenter()
        presenter.view = view
        view.presenter = presenter
        view.title = query
        return view
    }
}
