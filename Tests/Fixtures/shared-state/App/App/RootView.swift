import SwiftUI

struct RootView: View {
    @StateObject private var state = AppState()

    var body: some View {
        TabView {
            FeedView()
            SearchView()
            ProfileView()
            SettingsView()
        }
        .environmentObject(state)
    }
}
