import UIKit

final class FeedCell: UITableViewCell {}
