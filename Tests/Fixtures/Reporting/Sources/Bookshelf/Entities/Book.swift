import Foundation

struct Book: Codable, Hashable {
    let id: UUID
    let title: String
    let author: String
    var cover: CoverImage?
}

struct CoverImage: Codable, Hashable {
    let url: URL
}

extension Book {
    // An entity that reloads itself reaches into the data layer: entities are plain data.
    // archlint:ignore forbidden-dependency
    func reloaded(from store: BookDataManager) -> Book? { store.cached(id: id) }
}
