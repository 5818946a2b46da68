import UIKit

protocol NoteEditorViewDelegate: AnyObject {
    func editorView(_ view: NoteEditorView, didChangeText text: String)
}

final class NoteEditorView: UIView, UITextViewDelegate {
    weak var delegate: NoteEditorViewDelegate?
    /// Target-action and the delegate are enough; holding the NoteEditorViewController is not.
    weak var owner: NoteEditorViewController?
    private let textView = UITextView()

    func textViewDidChange(_ textView: UITextView) {
        delegate?.editorView(self, didChangeText: textView.text)
    }
}
