import SwiftUI

struct AlbumView: View {
    @State var store: AlbumStore
    let id: String

    var body: some View {
        Text(store.album?.title ?? "…")
            .task { await store.load(id: id) }
    }
}
