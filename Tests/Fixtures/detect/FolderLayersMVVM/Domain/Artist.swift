struct Artist: Codable, Equatable {
    let name: String
}
