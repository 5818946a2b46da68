import Foundation

// Plain data declaring a value protocol, outside any Models folder, that holds a Service: wrong
// whatever its role, an error.
struct FeedSnapshot: Codable {
    let title: String
    let service: RemoteFeedService
}
