import Combine
import UIKit

/// Publishes the screen's state; holding a `UIImage` is the break.
final class ProfileViewModel: ObservableObject {
    @Published var state: UIState = .idle
    @Published var avatar: UIImage?

    func load() {
        state = .loaded("Ada")
    }
}
