import UIKit

final class CartViewController: UIViewController {
    var interactor: CartInteractor?
    var router: CartRouter?

    override func awakeFromNib() {
        super.awakeFromNib()
        assembleScene()
    }
}

final class CartInteractor {
    var presenter: CartPresenter?
}

final class CartPresenter {
    weak var viewController: CartViewController?
}

final class CartRouter {
    weak var viewController: CartViewController?
}
