import Logging
import PantryKit

final class RecipeListViewModel {
    var missing: [PantryItem] = []
}
