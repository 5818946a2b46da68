import SwiftUI

struct ChartsView: View {
    @State var store: ChartsStore

    var body: some View {
        List(store.charts, id: \.from) { chart in Text("\(chart.albums.count) albums") }
            .task { await store.load(user: "me") }
    }
}
