import SwiftUI

struct ComposerToolbarView: View {
    @Bindable var store: ComposerStore

    var body: some View {
        Text(store.text)
    }
}
