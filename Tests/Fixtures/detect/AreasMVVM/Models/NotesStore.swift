import Observation

/// The notes every screen shares: the app's model, observable, not one screen's view model.
@Observable final class NotesStore {
    static let shared = NotesStore()
    var notes: [Note] = []
}
