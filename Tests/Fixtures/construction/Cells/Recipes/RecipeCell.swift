import UIKit

/// Downloads its photo through the repository it is given.
final class RecipeCell: UITableViewCell {
    private let photoView = UIImageView()

    func configure(with recipe: Recipe, repository: RecipeRepository) {
        textLabel?.text = recipe.title
        repository.photo(for: recipe) { [weak self] data in
            self?.photoView.image = data.flatMap(UIImage.init(data:))
        }
    }
}
