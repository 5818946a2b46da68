import SwiftUI
import Core

struct NoteListView: View {
    let store: NoteStore

    var body: some View {
        List(store.notes) { note in Text(Formatting.title(of: note)) }
    }
}
