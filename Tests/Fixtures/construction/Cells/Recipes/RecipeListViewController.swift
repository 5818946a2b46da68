import UIKit

/// Keeps the repository only to give it to the cells its data source configures.
final class RecipeListViewController: UIViewController {
    private let repository: RecipeRepository
    private let tableView = UITableView()
    private var recipes: [Recipe] = []

    init(repository: RecipeRepository) {
        self.repository = repository
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }
}

extension RecipeListViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath) as! RecipeCell
        cell.configure(with: recipes[indexPath.row], repository: repository)
        return cell
    }
}
