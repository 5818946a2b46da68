public struct Endpoint {
    public var path: String
}
