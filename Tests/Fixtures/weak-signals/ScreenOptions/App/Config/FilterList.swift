/// The filters the strip offers.
enum FilterList {
    static let all = [FilterCellModel(title: "Mono"), FilterCellModel(title: "Fade")]
}
