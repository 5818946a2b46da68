protocol OrdersPresenterProtocol: AnyObject {
    func present(_ response: Orders.Load.Response)
}

final class OrdersPresenter: OrdersPresenterProtocol {
    weak var view: OrdersViewProtocol?

    func present(_ response: Orders.Load.Response) {
        view?.display(Orders.Load.ViewModel(lines: response.items.map { "• " + $0 }))
    }
}
