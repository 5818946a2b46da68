final class ProfileViewModel {
    private(set) var notes: [Note] = []

    func load() { notes = [Note(title: "Profile")] }
}
