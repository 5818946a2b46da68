import UIKit

protocol ReceiptViewInput: AnyObject {
    func show(total: Int)
}

final class ReceiptViewController: UIViewController, ReceiptViewInput {
    var presenter: ReceiptPresenter!
    func show(total: Int) { title = "\(total)" }
}

final class ReceiptPresenter {
    weak var view: ReceiptViewInput?
    var interactor: ReceiptInteractor!
    var router: ReceiptRouter!

    func viewDidLoad() { view?.show(total: interactor.total()) }
}

final class ReceiptInteractor {
    var items: [Product] = []
    func total() -> Int { items.reduce(0) { $0 + $1.price } }
}

final class ReceiptRouter {
    weak var viewController: ReceiptViewController?
}
