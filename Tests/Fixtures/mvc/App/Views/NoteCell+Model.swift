import UIKit

#if os(iOS)
extension NoteCell {
    /// Configuring from the Model couples the View to it; the Controller should pass strings.
    func configure(with note: Note) {
        configure(title: note.title)
    }
}
#endif
