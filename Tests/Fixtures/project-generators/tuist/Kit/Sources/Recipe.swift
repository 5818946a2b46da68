public struct Recipe {
    public let name: String
}
