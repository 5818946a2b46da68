import UIKit

protocol CartViewInput: AnyObject {
    func show(total: Int)
}

final class CartViewController: UIViewController, CartViewInput {
    var presenter: CartPresenter!
    func show(total: Int) { title = "\(total)" }
}

final class CartPresenter {
    weak var view: CartViewInput?
    var interactor: CartInteractor!
    var router: CartRouter!

    func viewDidLoad() { view?.show(total: interactor.total()) }
}

final class CartInteractor {
    var items: [Product] = []
    func total() -> Int { items.reduce(0) { $0 + $1.price } }
}

final class CartRouter {
    weak var viewController: CartViewController?
}
