import Combine

/// The screen's view model: loads pages and maps them to what the cells show.
final class FeedViewModel {
    @Published private(set) var items: [FeedItemViewModel] = []

    func show(_ page: FeedPageViewModel) {
        items = page.items.map { FeedItemViewModel(title: $0, image: nil) }
    }
}
