import SwiftUI
import RecipeKit

struct RecipeListView: View {
    let recipes: [Recipe]

    var body: some View {
        List(recipes, id: \.name) { Text($0.name) }
    }
}
