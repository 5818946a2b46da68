public struct Product {
    public var name: String
}
