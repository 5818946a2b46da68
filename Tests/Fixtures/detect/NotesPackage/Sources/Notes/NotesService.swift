/// A note as the service keeps it.
public struct Note: Equatable, Sendable {
    public var title: String
    public var body: String

    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }
}

/// Where notes come from; the app keeps them in memory.
public final class NotesService {
    private var stored: [Note]

    public init(_ notes: [Note]) { stored = notes }

    public func notes() -> [Note] { stored }
}
