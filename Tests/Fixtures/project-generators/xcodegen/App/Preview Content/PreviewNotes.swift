import Core

enum PreviewNotes {
    static let all = [Note(id: 1, text: "Milk")]
}
