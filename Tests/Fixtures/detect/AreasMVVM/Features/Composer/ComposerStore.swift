import Observation

/// The composer's state and actions: its view model, named a store.
@Observable final class ComposerStore {
    var text = ""
    var isPosting = false

    func post() { isPosting = true }
}
