import UIKit

/// Shows its cells the same way, and saves the recipe a row selects through the repository
/// itself.
final class FavoritesViewController: UIViewController {
    private let repository: RecipeRepository
    private var recipes: [Recipe] = []

    init(repository: RecipeRepository) {
        self.repository = repository
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

extension FavoritesViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "recipe", for: indexPath) as! RecipeCell
        cell.configure(with: recipes[indexPath.row], repository: repository)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        repository.save(recipes[indexPath.row])
    }
}
