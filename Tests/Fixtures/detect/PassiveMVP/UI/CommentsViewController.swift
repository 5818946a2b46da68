import UIKit

final class CommentsViewController: UITableViewController, CommentsView {
    var onRefresh: (() -> Void)?
    private var comments: [String] = []

    func display(_ viewModel: CommentsViewModel) {
        comments = viewModel.comments
    }
}
