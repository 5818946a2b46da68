import SwiftUI

struct FeedView: View {
    @EnvironmentObject private var state: AppState
    @StateObject private var listing = FeedListing()

    var body: some View {
        List(listing.titles, id: \.self) { Text($0) }
    }
}
