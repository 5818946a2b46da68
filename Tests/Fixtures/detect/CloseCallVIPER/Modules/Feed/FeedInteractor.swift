final class FeedInteractor: FeedInteractorInputs {
    weak var output: FeedInteractorOutputs?

    func load() { output?.loaded([User(id: 1, name: "Ada")]) }
}
