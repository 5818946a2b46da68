import UIKit

protocol CheckoutViewInput: AnyObject {
    func show(total: Int)
}

final class CheckoutViewController: UIViewController, CheckoutViewInput {
    var presenter: CheckoutPresenter!
    func show(total: Int) { title = "\(total)" }
}

final class CheckoutPresenter {
    weak var view: CheckoutViewInput?
    var interactor: CheckoutInteractor!
    var router: CheckoutRouter!

    func viewDidLoad() { view?.show(total: interactor.total()) }
}

final class CheckoutInteractor {
    var items: [Product] = []
    func total() -> Int { items.reduce(0) { $0 + $1.price } }
}

final class CheckoutRouter {
    weak var viewController: CheckoutViewController?
}
