import Combine

final class BookmarksListViewModel: ObservableObject {
    let service: BookmarkService
    weak var player: PlayerViewController?

    init(service: BookmarkService) {
        self.service = service
    }
}
