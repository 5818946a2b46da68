final class GalleryViewModel {
    private(set) var notes: [Note] = []

    func load() { notes = [Note(title: "Gallery")] }
}
