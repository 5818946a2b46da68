import Foundation

final class RemoteFeedService {
    weak var output: FeedServiceOutput?
    private let context: AppContext

    init(context: AppContext) {
        self.context = context
    }

    func refresh() {
        output?.feedDidRefresh()
    }
}

// The service's own callback: implemented by a ViewModel, it is no ViewModel.
protocol FeedServiceOutput: AnyObject {
    func feedDidRefresh()
}

extension FeedViewModel: FeedServiceOutput {
    func feedDidRefresh() {}
}
