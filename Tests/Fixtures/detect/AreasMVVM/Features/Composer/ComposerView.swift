import SwiftUI

struct ComposerView: View {
    @Bindable var store: ComposerStore

    var body: some View {
        Text(store.text)
    }
}
