import Foundation

// A Model by its folder alone: its use of a ViewModel is a warning until confirmed.
final class FeedCache {
    private var stored: [FeedViewModel] = []

    func store(_ viewModel: FeedViewModel) {
        stored.append(viewModel)
    }
}
