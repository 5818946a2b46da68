import Foundation

/// Knows where books live: the memory cache first, then the catalog service.
final class BookDataManager {
    private let service: BookCatalogService
    private var cache: [UUID: Book] = [:]

    init(service: BookCatalogService) {
        self.service = service
    }

    func cached(id: UUID) -> Book? { cache[id] }

    func loadBooks(completion: @escaping (Result<[Book], Error>) -> Void) {
        service.fetchCatalog { [weak self] result in
            if case .success(let books) = result {
                for book in books { self?.cache[book.id] = book }
            }
            completion(result)
        }
    }
}
