import UIKit

final class HomeViewController: UIViewController {
    var catalog: Catalog!
    var selected: Product?
}

final class FeaturedViewController: UITableViewController {
    var products: [Product] = []
}
