import UIKit

final class HomePane: UINavigationController, HomePaneContract {
    var presenter: HomePresenter?

    enum Traits {
        enum View {
            static let margin = 8
        }
    }

    func showLoading() {}
    func show(_ articles: [Article]) {}
}
