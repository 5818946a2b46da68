import UIKit

/// The products screen. Its table's data source is its own helper; reading the repository
/// directly, past the Domain, is the break.
final class ProductsViewController: UIViewController {
    private let tableView = UITableView()
    private let dataSource = ProductsDataSource()
    private let repository = ProductsRepositoryImpl()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = dataSource
        Task {
            dataSource.products = (try? await repository.products()) ?? []
            tableView.reloadData()
        }
    }
}
