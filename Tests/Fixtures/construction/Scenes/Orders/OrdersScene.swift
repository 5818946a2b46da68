import UIKit

protocol OrdersBusinessLogic {
    func fetchOrders()
}

protocol OrdersPresentationLogic {
    func presentOrders(_ orders: [String])
}

protocol OrdersDisplayLogic: AnyObject {
    func displayOrders(_ titles: [String])
}

final class OrdersViewController: UIViewController, OrdersDisplayLogic {
    var interactor: OrdersBusinessLogic?
    var router: OrdersRouter?

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.fetchOrders()
    }

    func displayOrders(_ titles: [String]) {
        title = titles.first
    }
}

final class OrdersInteractor: OrdersBusinessLogic {
    var presenter: OrdersPresentationLogic?

    func fetchOrders() {
        presenter?.presentOrders(["#1", "#2"])
    }
}

final class OrdersPresenter: OrdersPresentationLogic {
    weak var viewController: OrdersDisplayLogic?

    func presentOrders(_ orders: [String]) {
        viewController?.displayOrders(orders)
    }
}
