import UIKit

protocol OrdersViewProtocol: AnyObject {
    func display(_ viewModel: Orders.Load.ViewModel)
}

// The scene's view controller sends every request to its interactor and navigates through its
// router; it never names the presenter, which answers it through OrdersViewProtocol.
final class OrdersViewController: UIViewController, OrdersViewProtocol {
    var interactor: OrdersInteractorProtocol?
    var router: OrdersRouterProtocol?
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.load(Orders.Load.Request())
    }

    func display(_ viewModel: Orders.Load.ViewModel) {
        lines = viewModel.lines
    }
}
