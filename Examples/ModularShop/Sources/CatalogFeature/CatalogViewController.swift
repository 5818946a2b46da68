import Domain

/// The catalog list. A UIViewController in the app; a plain class here so it builds anywhere.
public final class CatalogViewController: CatalogViewProtocol {
    var presenter: CatalogPresenterProtocol?
    public private(set) var items: [CatalogItem] = []

    public init() {}

    public func viewDidLoad() {
        presenter?.viewDidLoad()
    }

    public func show(_ items: [CatalogItem]) {
        self.items = items
        items.forEach { print("\($0.title) — \($0.price)") }
    }

    public func showError(_ message: String) {
        print("CatalogViewController error: \(message)")
    }

    public func select(row: Int) {
        presenter?.didSelect(items[row].id)
    }
}
