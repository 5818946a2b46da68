import UIKit
import FeedKit

final class FeedScreenViewModel {
    var page: FeedPage?
}

final class FeedScreen: UIViewController {
    let viewModel = FeedScreenViewModel()
}
