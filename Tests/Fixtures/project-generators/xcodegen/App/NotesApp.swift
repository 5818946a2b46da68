import SwiftUI
import Core

@main
struct NotesApp: App {
    let store = NoteStore()

    var body: some Scene {
        WindowGroup { NoteListView(store: store) }
    }
}
