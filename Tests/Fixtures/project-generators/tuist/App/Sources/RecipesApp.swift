import SwiftUI
import RecipeKit

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup { RecipeListView(recipes: []) }
    }
}
