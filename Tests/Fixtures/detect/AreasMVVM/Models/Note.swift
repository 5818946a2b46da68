struct Note: Codable, Equatable {
    let title: String
}
