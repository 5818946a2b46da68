import SwiftUI

@main
struct CountriesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(\.injected, DIContainer.live)
        }
    }
}
