import UIKit

final class SearchViewController: UIViewController {
    var catalog: Catalog!
    var selected: Product?
}

final class ResultsViewController: UITableViewController {
    var products: [Product] = []
}
