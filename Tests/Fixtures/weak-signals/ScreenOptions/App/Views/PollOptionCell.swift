import UIKit

final class PollOptionCell: UITableViewCell {
    var item: PollItem?
    var style = PollOptionStyle.plain
}
