import Foundation

/// Data that holds the service which loads it: wrong as a Model or anything else.
struct FeedItem: Codable {
    let title: String
    let service: FeedService
}
