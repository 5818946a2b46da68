import UIKit

final class OrdersViewController: UIViewController {
    var interactor: OrdersBusinessLogic?
    let heading = ReactiveDataStore("")

    func display(viewModel: Orders.Fetch.ViewModel) {
        heading.update(viewModel.title)
        title = heading.value
    }
}
