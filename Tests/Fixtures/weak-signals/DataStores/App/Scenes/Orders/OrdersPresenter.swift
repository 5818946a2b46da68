protocol OrdersPresentationLogic {
    func present(response: Orders.Fetch.Response)
}

/// Keeps its title in the app's relay wrapper; asking the Worker itself is the break.
final class OrdersPresenter: OrdersPresentationLogic {
    weak var viewController: OrdersViewController?
    let title = DataStore("")

    func present(response: Orders.Fetch.Response) {
        let total = OrdersWorker().count()
        title.accept("\(response.count) of \(total)")
        viewController?.display(viewModel: Orders.Fetch.ViewModel(title: title.value))
    }
}
