import UIKit

final class ProfileViewController: UIViewController {
    var presenter: ProfilePresenter?

    /// Builds the feed scene through its router and presents it itself: a View navigating.
    @objc private func feedTapped() {
        let feed = FeedRouter.createModule()
        feed.title = "Feed"
        present(feed, animated: true)
    }

    /// Wraps the search scene in a navigation controller and presents that: navigating too.
    @objc private func searchTapped() {
        let search = UINavigationController(rootViewController: SearchRouter.build(query: ""))
        present(search, animated: true)
    }
}

final class ProfilePresenter {
    weak var view: ProfileViewController?
}

enum ProfileRouter {
    static func createModule() -> UIViewController {
        let view = ProfileViewController()
        let presenter = ProfilePresenter()
        presenter.view = view
        view.presenter = presenter
        return view
    }

    static func logOut() {}
}
