import Foundation

final class NoteStore {
    private let key = "notes"

    func load() -> [Note] {
        guard let data = UserDefaults.standard.data(forKey: key) else { return [] }
        return (try? JSONDecoder().decode([Note].self, from: data)) ?? []
    }

    func save(_ notes: [Note], refreshing controller: NotesViewController) {
        UserDefaults.standard.set(try? JSONEncoder().encode(notes), forKey: key)
        controller.reload()
    }
}
