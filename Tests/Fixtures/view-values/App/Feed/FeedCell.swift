import UIKit

final class FeedCell: UITableViewCell {
    func configure(with item: FeedItemViewModel) {
        textLabel?.text = item.title
        imageView?.image = item.image
    }
}
