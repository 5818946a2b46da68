import UIKit

/// Composes each screen with its presenter; the screens never see their presenters.
enum FeedComposer {
    static func feed() -> UIViewController {
        let controller = FeedViewController()
        let presenter = FeedPresenter(view: controller)
        controller.onRefresh = presenter.didRequestFeed
        return controller
    }

    static func comments() -> UIViewController {
        let controller = CommentsViewController()
        let presenter = CommentsPresenter(view: controller)
        controller.onRefresh = presenter.didRequestComments
        return controller
    }
}
