import UIKit

/// A diffable data source subclass, kept to give the sections their headers.
final class FeedDataSource: UICollectionViewDiffableDataSource<Int, Product> {
    func show(_ products: [Product]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Product>()
        snapshot.appendSections([0])
        snapshot.appendItems(products)
        apply(snapshot)
    }
}
