import UIKit

@objc protocol ListOrdersRoutingLogic {
    func routeToShowOrder(segue: UIStoryboardSegue?)
}

protocol ListOrdersDataPassing {
    var dataStore: ListOrdersDataStore? { get }
}

class ListOrdersRouter: NSObject, ListOrdersRoutingLogic, ListOrdersDataPassing {
    weak var viewController: ListOrdersViewController?
    var dataStore: ListOrdersDataStore?

    func routeToShowOrder(segue: UIStoryboardSegue?) {
        guard let source = viewController, let dataStore else { return }
        let destination = UIViewController()
        destination.title = dataStore.orders?.first?.id
        source.show(destination, sender: nil)
    }

    /// Reads the concrete Interactor instead of its ListOrdersDataStore.
    func lastOrder(from interactor: ListOrdersInteractor) -> Order? {
        interactor.orders?.last
    }
}
