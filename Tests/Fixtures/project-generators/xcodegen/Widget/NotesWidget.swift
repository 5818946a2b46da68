import Core

struct NotesWidget {
    let store: NoteStore

    var headline: String { store.notes.first.map(Formatting.title(of:)) ?? "" }
}
