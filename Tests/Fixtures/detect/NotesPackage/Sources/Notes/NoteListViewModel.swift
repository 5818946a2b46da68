/// What the list shows, read from the service.
public final class NoteListViewModel {
    private let service: NotesService
    public private(set) var titles: [String] = []

    public init(service: NotesService) {
        self.service = service
    }

    public func load() {
        titles = service.notes().map(\.title).sorted()
    }
}
