import Foundation

final class FeedService {
    func load() async throws -> [String] { [] }
}
