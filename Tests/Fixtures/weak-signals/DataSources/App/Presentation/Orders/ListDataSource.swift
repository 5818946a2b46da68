import UIKit

/// The app's own base for table data sources: one section of items.
class ListDataSource<Item>: NSObject, UITableViewDataSource {
    var items: [Item] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
    }
}

/// The orders table's data source, through the app's base.
final class OrdersDataSource: ListDataSource<Order> {}
