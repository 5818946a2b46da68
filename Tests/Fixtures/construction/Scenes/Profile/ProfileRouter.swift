import UIKit

/// Calls its presenter's behaviour: a Router using a Presenter, whatever built it.
final class ProfileRouter {
    var presenter: ProfilePresenter?

    func routeBack() {
        presenter?.presentGoodbye()
    }
}
