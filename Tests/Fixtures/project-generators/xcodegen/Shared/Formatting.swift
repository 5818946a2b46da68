import Core

enum Formatting {
    static func title(of note: Note) -> String { note.text }
}
