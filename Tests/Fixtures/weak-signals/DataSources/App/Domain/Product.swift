/// A product the store sells.
struct Product: Hashable {
    let name: String
    let price: Int
}

/// An order placed by the user.
struct Order: Hashable {
    let number: Int
    let products: [Product]
}
