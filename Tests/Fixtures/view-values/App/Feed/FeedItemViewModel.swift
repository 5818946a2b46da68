import UIKit

/// What a feed cell shows: plain data made for the screen, a ViewModel.
struct FeedItemViewModel: Hashable {
    let title: String
    let image: UIImage?
}
