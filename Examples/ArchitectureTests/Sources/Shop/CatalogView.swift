@MainActor
final class CatalogView {
    let presenter: CatalogPresenter
    let service: CatalogService

    init(presenter: CatalogPresenter, service: CatalogService) {
        self.presenter = presenter
        self.service = service
    }
}
