import UIKit

/// An older screen that reads the shared notes itself.
final class LicensesViewController: UITableViewController {
    private let store = NotesStore.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        store.notes.append(Note(title: "Licenses"))
    }
}
