struct Album: Codable, Equatable, Identifiable {
    let id: String
    let title: String
    let artist: Artist
}
