/// What the feed screen shows: plain values the presenter hands over.
struct FeedViewModel {
    let titles: [String]
}

protocol FeedView: AnyObject {
    func display(_ viewModel: FeedViewModel)
}

final class FeedPresenter {
    private weak var view: FeedView?

    init(view: FeedView) {
        self.view = view
    }

    func didRequestFeed() {
        view?.display(FeedViewModel(titles: ["First", "Second"]))
    }
}
