import Foundation

final class FeedViewModel {
    private let loader: FeedLoader
    private let cache: FeedCache
    private let context: AppContext
    private var badge = BadgeView.new

    init(loader: FeedLoader, cache: FeedCache, context: AppContext) {
        self.loader = loader
        self.cache = cache
        self.context = context
    }

    func load() {
        loader.load()
        cache.store(self)
    }
}

// An enum is no View, whatever its name: a badge's kinds.
enum BadgeView {
    case new, hot
}
