import UIKit

/// The orders screen.
final class OrdersViewController: UITableViewController {
    private let orders = OrdersDataSource()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = orders
    }
}
