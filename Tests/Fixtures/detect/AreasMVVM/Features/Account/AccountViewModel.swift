final class AccountViewModel {
    private(set) var notes: [Note] = []

    func load() { notes = [Note(title: "Account")] }
}
