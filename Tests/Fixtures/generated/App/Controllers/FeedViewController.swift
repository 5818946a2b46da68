import UIKit

final class FeedViewController: UIViewController {
    let query = FeedQuery()
    let badge = UserBadgeView()
}
