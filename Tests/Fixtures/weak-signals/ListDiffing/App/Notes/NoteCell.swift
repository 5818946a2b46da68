import UIKit

final class NoteCell: UITableViewCell {
    func configure(with note: NoteModel) {
        textLabel?.text = note.text
        note.save()
    }
}
