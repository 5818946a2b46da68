final class PhotoLibrary {
    private(set) var filters: [FilterItem] = []

    func apply(_ filter: FilterItem) {
        filters.append(filter)
    }
}
