import Foundation

extension BookListPresenter {
    /// "3 books by Ursula K. Le Guin" — the BookListViewController shows it as the title.
    func subtitle(for books: [Book]) -> String {
        let authors = Set(books.map(\.author))
        return authors.count == 1 ? "\(books.count) books by \(authors.first!)" : "\(books.count) books"
    }
}
