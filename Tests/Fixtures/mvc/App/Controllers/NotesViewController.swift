import UIKit

/// The Controller: told by the views what the user did, it updates NoteCell and the notes.
final class NotesViewController: UITableViewController {
    private let store = NoteStore()
    private var notes: [Note] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "NoteCell")
        notes = store.load()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath) as! NoteCell
        cell.configure(title: notes[indexPath.row].title)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let editor = NoteEditorViewController(note: notes[indexPath.row])
        navigationController?.pushViewController(editor, animated: true)
    }

    /// Sent by NotesToolbar through the responder chain.
    @objc func addNote(_ sender: Any?) {
        notes.append(Note(title: "", body: ""))
        tableView.reloadData()
    }

    func reload() {
        notes = store.load()
        tableView.reloadData()
    }
}
