import UIKit

final class FeedViewController: UITableViewController, FeedView {
    var onRefresh: (() -> Void)?
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        onRefresh?()
    }

    func display(_ viewModel: FeedViewModel) {
        titles = viewModel.titles
        tableView.reloadData()
    }
}
