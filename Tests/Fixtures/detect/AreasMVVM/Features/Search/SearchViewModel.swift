final class SearchViewModel {
    private(set) var notes: [Note] = []

    func load() { notes = [Note(title: "Search")] }
}
