import Foundation

/// Talks to the catalog API about books.
final class BookCatalogService {
    func fetchCatalog(completion: @escaping (Result<[Book], Error>) -> Void) {
        let url = URL(string: "https://example.com/books.json")!
        URLSession.shared.dataTask(with: url) { data, _, error in
            if let data, let books = try? JSONDecoder().decode([Book].self, from: data) {
                completion(.success(books))
            } else {
                completion(.failure(error ?? URLError(.badServerResponse)))
            }
        }.resume()
    }
}

/// Downloads cover images.
final class BookCoverService {
    func cover(for book: Book) async throws -> Data {
        guard let url = book.cover?.url else { throw URLError(.fileDoesNotExist) }
        return try await URLSession.shared.data(from: url).0
    }
}

// archlint:ignore-file dependency-cycle -- the catalog and covers are one API; split in PLAT-77
