import UIKit

final class StatusCell: UITableViewCell {
    var status: String?
}
