import SwiftUI

struct BookmarksListView: View {
    @ObservedObject var viewModel: BookmarksListViewModel
    var episode: Episode?

    var body: some View { Text("") }

    func edit() -> BookmarkEditController { BookmarkEditController(rootView: Text("")) }
}
