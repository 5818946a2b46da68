struct Repo: Decodable, Equatable {
    let id: Int
    let name: String
    let stars: Int
}
