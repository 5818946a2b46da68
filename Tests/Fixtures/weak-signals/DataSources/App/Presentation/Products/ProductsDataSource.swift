import UIKit

/// The products table's data source: a UIKit helper of the screen, whatever `*DataSource` says.
final class ProductsDataSource: NSObject, UITableViewDataSource {
    var products: [Product] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath)
        cell.textLabel?.text = products[indexPath.row].name
        return cell
    }
}
