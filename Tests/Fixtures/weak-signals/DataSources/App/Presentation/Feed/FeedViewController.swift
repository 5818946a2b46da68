import UIKit

/// The feed screen, showing products through its diffable data source.
final class FeedViewController: UIViewController {
    private var dataSource: FeedDataSource?

    func show(_ products: [Product]) {
        dataSource?.show(products)
    }
}
