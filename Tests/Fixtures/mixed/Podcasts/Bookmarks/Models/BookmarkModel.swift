final class BookmarkModel {
    weak var screen: BookmarksListController?
}
