import UIKit

final class FeedViewController: BaseTableViewController {
    let viewModel = FeedViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
