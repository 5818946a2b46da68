import Foundation

// A module that imports no UI framework has no ViewModel by name: a page of display values.
public struct FeedItemViewModel {
    public let title: String
}

public struct FeedPage: Codable {
    public let items: [FeedItemViewModel]
}
