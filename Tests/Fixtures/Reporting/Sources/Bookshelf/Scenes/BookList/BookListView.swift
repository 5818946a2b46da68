import UIKit

/// What the presenter may ask of the screen.
// archlint:role View
protocol BookListViewProtocol: AnyObject {
    var presenter: BookListPresenterProtocol? { get set }

    func show(books: [Book])
    func show(error message: String)
}

final class BookListViewController: UIViewController, BookListViewProtocol {
    var presenter: BookListPresenterProtocol?
    private var books: [Book] = []
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        presenter?.viewDidLoad()
    }

    func show(books: [Book]) {
        self.books = books
        tableView.reloadData()
    }

    func show(error message: String) {
        // The presenter already formatted the message; "BookListInteractor" never talks to us.
        title = message
    }
}
