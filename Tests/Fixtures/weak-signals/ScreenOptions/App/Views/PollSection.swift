import UIKit

/// The poll list's section: it registers and fills the cells.
enum PollSection {
    static func cell(for item: PollItem, in table: UITableView) -> PollOptionCell {
        let cell = PollOptionCell()
        cell.item = item
        return cell
    }
}
