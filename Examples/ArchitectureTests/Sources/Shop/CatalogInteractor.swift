final class CatalogInteractor {
    private let service: CatalogService

    init(service: CatalogService) {
        self.service = service
    }

    func products() -> [Product] {
        service.fetch()
    }
}
