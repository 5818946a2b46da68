import UIKit

final class NoteCell: UITableViewCell {
    func configure(title: String) {
        textLabel?.text = title
    }
}
