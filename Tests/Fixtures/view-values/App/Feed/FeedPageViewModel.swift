import Foundation

/// A page as the server sends it, named like a view model: plain data made to be decoded is
/// data, no ViewModel.
struct FeedPageViewModel: Codable {
    let title: String
    let items: [String]
}
