import Recipes
import Shelves
import SwiftUI

@main
struct PantryApp: App {
    var body: some Scene {
        WindowGroup { ShelfView(items: []) }
    }
}
