/// A tab strip's titles, named like a model.
enum TabTitleModel {
    case recent, favorites
}
