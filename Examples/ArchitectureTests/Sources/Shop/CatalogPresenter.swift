@MainActor
final class CatalogPresenter {
    private let interactor: CatalogInteractor

    init(interactor: CatalogInteractor) {
        self.interactor = interactor
    }

    func titles() -> [String] {
        interactor.products().map(\.title)
    }
}
