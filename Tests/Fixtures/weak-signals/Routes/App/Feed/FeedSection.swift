import UIKit

enum FeedSection: Hashable {
    case main
}

extension FeedSection {
    static func dataSource(for tableView: UITableView) -> UITableViewDiffableDataSource<FeedSection, String> {
        tableView.register(FeedCell.self, forCellReuseIdentifier: "feed")
        return UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, title in
            let cell = tableView.dequeueReusableCell(withIdentifier: "feed", for: indexPath) as? FeedCell
            cell?.textLabel?.text = title
            return cell
        }
    }
}
