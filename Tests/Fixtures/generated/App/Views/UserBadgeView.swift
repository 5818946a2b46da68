import UIKit

final class UserBadgeView: UIView {
    var user: UserModel?
    var style: BadgeView = .compact
    var note: Note?
    var draft: DraftModel?
    weak var controller: FeedViewController?
}
