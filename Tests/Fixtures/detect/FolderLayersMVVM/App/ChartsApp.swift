import SwiftUI

@main
struct ChartsApp: App {
    var body: some Scene {
        WindowGroup { ChartsView(store: ChartsStore(client: LastFMClient())) }
    }
}
