import UIKit

final class NoteEditorViewController: UIViewController, NoteEditorViewDelegate {
    private let editorView = NoteEditorView()
    private var note: Note

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        editorView.delegate = self
        view = editorView
    }

    func editorView(_ view: NoteEditorView, didChangeText text: String) {
        note.body = text
    }
}
