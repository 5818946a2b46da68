import UIKit

// Both ends' roles are strong (a UIKit controller, a class named *Service with methods): an error.
final class FeedViewController: UIViewController {
    private let viewModel: FeedViewModel
    private let service: RemoteFeedService

    init(viewModel: FeedViewModel, service: RemoteFeedService) {
        self.viewModel = viewModel
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    func show(_ repositories: [PopularRepository]) {
        service.refresh()
    }
}
