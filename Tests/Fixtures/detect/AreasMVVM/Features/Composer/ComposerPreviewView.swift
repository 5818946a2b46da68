import SwiftUI

struct ComposerPreviewView: View {
    @Bindable var store: ComposerStore

    var body: some View {
        Text(store.text)
    }
}
