import Foundation

struct Recipe {
    let title: String
}

protocol RecipeRepository {
    func photo(for recipe: Recipe, completion: @escaping (Data?) -> Void)
    func save(_ recipe: Recipe)
}
