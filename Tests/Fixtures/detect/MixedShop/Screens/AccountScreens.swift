import UIKit

final class AccountViewController: UIViewController {
    var catalog: Catalog!
    var selected: Product?
}

final class OrdersViewController: UITableViewController {
    var products: [Product] = []
}
