import Foundation
import UIKit

// archlint:role Presenter
protocol BookListPresenterProtocol: AnyObject {
    func viewDidLoad()
    func didFetch(books: [Book])
    func didFail(with error: Error)
}

final class BookListPresenter: BookListPresenterProtocol {
    weak var view: BookListViewProtocol?
    var interactor: BookListInteractorProtocol?
    var router: BookListRouterProtocol?
    // A shortcut a presenter must not take: covers should come through the interactor.
    let covers = BookCoverService()

    func viewDidLoad() {
        interactor?.fetchBooks()
    }

    func didFetch(books: [Book]) {
        view?.show(books: books.sorted { $0.title < $1.title })
    }

    func didFail(with error: Error) {
        view?.show(error: "Could not load the shelf: \(error.localizedDescription)")
    }
}
