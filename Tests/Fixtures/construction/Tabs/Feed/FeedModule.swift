import UIKit

protocol FeedViewProtocol: AnyObject {
    func show(titles: [String])
}

final class FeedViewController: UIViewController, FeedViewProtocol {
    var presenter: FeedPresenter?

    func show(titles: [String]) {
        title = titles.first
    }
}

final class FeedPresenter {
    weak var view: FeedViewProtocol?

    func viewDidLoad() {
        view?.show(titles: ["Today"])
    }
}

/// Assembles the feed scene and returns its view controller.
final class FeedRouter {
    static func createModule() -> UIViewController {
        let view = FeedViewController()
        let presenter = FeedPresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }
}
