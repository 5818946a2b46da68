import Foundation

/// The session: it keeps the app's state, and (wrongly) one screen's.
final class SessionModel {
    let state: AppState
    let listing: FeedListing

    init(state: AppState, listing: FeedListing) {
        self.state = state
        self.listing = listing
    }
}
