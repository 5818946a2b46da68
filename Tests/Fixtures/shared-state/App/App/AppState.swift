import SwiftUI

/// The signed-in user and the app's settings, made once at the root and read by every screen.
final class AppState: ObservableObject {
    @Published var userName: String?
    @Published var prefersLargeText = false
}
