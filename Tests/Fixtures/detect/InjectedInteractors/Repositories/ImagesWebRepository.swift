import Foundation

protocol ImagesWebRepository {
    func load(_ url: URL) async throws -> Data
}

struct RealImagesWebRepository: ImagesWebRepository {
    func load(_ url: URL) async throws -> Data {
        try await URLSession.shared.data(from: url).0
    }
}
