import UIKit

final class OrdersViewController: UIViewController {
    var interactor: OrdersBusinessLogic?
    var router: OrdersRouter?

    func display(viewModel: Orders.Fetch.ViewModel) {
        title = viewModel.title
    }
}
