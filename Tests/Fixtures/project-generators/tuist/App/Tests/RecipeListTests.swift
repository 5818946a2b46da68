@testable import Recipes_App

final class RecipeListTests {
    func testEmpty() {}
}
