/// One product in the cart and how many of it.
public struct CartLine: Hashable, Sendable {
    public var product: Product
    public var quantity: Int

    public init(product: Product, quantity: Int) {
        self.product = product
        self.quantity = quantity
    }

    public var total: Money { product.price * quantity }
}
