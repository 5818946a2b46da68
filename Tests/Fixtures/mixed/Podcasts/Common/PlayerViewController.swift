import UIKit

final class PlayerViewController: UIViewController {
    var episode: Episode?

    func showBookmarks() {
        let service = BookmarkService()
        let controller = BookmarksListController(viewModel: BookmarksListViewModel(service: service))
        present(controller, animated: true)
    }
}
