import BakeryKit
import BakeryUI
import SwiftUI

@main
struct BakeryApp: App {
    var body: some Scene {
        WindowGroup { OvenView(oven: Oven()) }
    }
}
