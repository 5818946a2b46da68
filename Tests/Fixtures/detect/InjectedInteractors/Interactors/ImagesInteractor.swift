import Foundation

protocol ImagesInteractor {
    func image(at url: URL) async throws -> Data
}

struct RealImagesInteractor: ImagesInteractor {
    let repository: ImagesWebRepository

    func image(at url: URL) async throws -> Data {
        try await repository.load(url)
    }
}
