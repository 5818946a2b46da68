import UIKit

final class SearchViewController: BaseTableViewController {
    let viewModel = SearchViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.load()
    }
}
