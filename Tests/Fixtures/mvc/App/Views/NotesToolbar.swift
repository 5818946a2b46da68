import UIKit

/// Reports what the user asked for up the responder chain, to whichever controller handles it:
/// the selector names NotesViewController's action, but the toolbar holds no controller.
final class NotesToolbar: UIToolbar {
    func addItems() {
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil,
                                  action: #selector(NotesViewController.addNote(_:)))
        items = [add]
    }
}
