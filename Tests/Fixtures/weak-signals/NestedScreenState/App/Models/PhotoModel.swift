final class PhotoModel {
    private(set) var applied: [FilterStripView.FilterModel] = []

    func apply(_ filter: FilterStripView.FilterModel) {
        applied.append(filter)
    }
}
