import UIKit

final class MoviesListViewController: UITableViewController {
    var viewModel: MoviesListViewModel!

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.titles.count
    }
}
