import Foundation
import UIKit

// archlint:role Interactor
protocol BookListInteractorProtocol: AnyObject {
    func fetchBooks()
}

final class BookListInteractor: BookListInteractorProtocol {
    weak var presenter: BookListPresenterProtocol?
    let dataManager: BookDataManager
    // The interactor keeps the screen to show a spinner: the violation this fixture is about.
    weak var screen: BookListViewController?

    init(dataManager: BookDataManager) {
        self.dataManager = dataManager
    }

    func fetchBooks() {
        screen?.view.isUserInteractionEnabled = false
        dataManager.loadBooks { [weak self] result in
            switch result {
            case .success(let books): self?.presenter?.didFetch(books: books)
            case .failure(let error): self?.presenter?.didFail(with: error)
            }
        }
    }
}

#if DEBUG
extension BookListInteractor {
    // archlint:ignore forbidden-dependency -- the debug menu opens the screen directly; never shipped
    func debugScreen() -> BookListViewController { BookListViewController() }

    // archlint:ignore forbidden-import -- left from the UIKit spinner, which is gone
    func debugDescription() -> String { "BookListInteractor(\(String(describing: presenter)))" }
}
#endif
