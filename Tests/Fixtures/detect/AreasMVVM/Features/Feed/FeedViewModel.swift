final class FeedViewModel {
    private(set) var notes: [Note] = []

    func load() { notes = [Note(title: "Feed")] }
}
