import UIKit

final class ProductViewController: UIViewController {
    var catalog: Catalog!
    var selected: Product?
}

final class ReviewsViewController: UITableViewController {
    var products: [Product] = []
}
