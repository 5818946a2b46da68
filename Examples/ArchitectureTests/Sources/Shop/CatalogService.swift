struct Product {
    let title: String
}

final class CatalogService {
    func fetch() -> [Product] {
        [Product(title: "Tea")]
    }
}
