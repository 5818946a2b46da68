public final class NoteStore {
    public private(set) var notes: [Note] = []

    public init() {}
}
