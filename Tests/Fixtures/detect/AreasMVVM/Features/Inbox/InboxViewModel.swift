final class InboxViewModel {
    private(set) var notes: [Note] = []

    func load() { notes = [Note(title: "Inbox")] }
}
