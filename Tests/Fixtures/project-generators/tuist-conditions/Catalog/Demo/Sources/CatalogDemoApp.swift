import Catalog
import SwiftUI

@main
struct CatalogDemoApp: App {
    var body: some Scene {
        WindowGroup { Text("Catalog") }
    }
}
