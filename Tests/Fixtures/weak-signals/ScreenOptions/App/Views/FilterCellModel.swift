/// What a filter strip's cell shows, named like a model.
struct FilterCellModel {
    let title: String
}
