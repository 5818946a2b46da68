import UIKit

extension ListOrdersViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        displayedOrders.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let order: ListOrders.FetchOrders.ViewModel.DisplayedOrder = displayedOrders[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "OrderTableViewCell") ?? UITableViewCell(style: .value1, reuseIdentifier: "OrderTableViewCell")
        cell.textLabel?.text = order.date
        cell.detailTextLabel?.text = order.total
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router?.routeToShowOrder(segue: nil)
    }
}
