import SwiftUI

/// The feed screen's state: what its view shows and the actions it offers.
final class FeedListing: ObservableObject {
    @Published var titles: [String] = []

    func refresh() {}
}
