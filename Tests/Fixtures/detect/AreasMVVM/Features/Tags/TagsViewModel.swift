final class TagsViewModel {
    private(set) var notes: [Note] = []

    func load() { notes = [Note(title: "Tags")] }
}
