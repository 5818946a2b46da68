protocol OrdersPresentationLogic {
    func present(response: Orders.Fetch.Response)
}

/// Asking the Worker itself is the break.
final class OrdersPresenter: OrdersPresentationLogic {
    weak var viewController: OrdersViewController?

    func present(response: Orders.Fetch.Response) {
        let total = OrdersWorker().titles().count
        viewController?.display(viewModel: Orders.Fetch.ViewModel(title: "\(response.count) of \(total)"))
    }
}
