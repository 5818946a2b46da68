struct CafeModel: Decodable {
    let name: String
    let rating: Double
}
