import Basket
import SwiftUI

@main
struct BasketPreviewApp: App {
    var body: some Scene {
        WindowGroup { Text("Basket") }
    }
}
