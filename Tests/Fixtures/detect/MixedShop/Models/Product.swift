struct Product: Equatable {
    let id: Int
    let name: String
    let price: Int
}

final class Catalog {
    private(set) var products: [Product] = []
}
