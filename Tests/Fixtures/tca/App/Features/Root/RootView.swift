import ComposableArchitecture
import SwiftUI

struct RootView: View {
    let store: StoreOf<RootFeature>

    var body: some View {
        CounterView(store: store.scope(state: \.counter, action: \.counter))
    }
}
