import SwiftUI

final class BookmarksListController: ThemedHostingController<BookmarksListView> {
    init(viewModel: BookmarksListViewModel) {
        super.init(rootView: BookmarksListView(viewModel: viewModel))
    }
}

final class BookmarkEditController: ThemedHostingController<Text> {}
