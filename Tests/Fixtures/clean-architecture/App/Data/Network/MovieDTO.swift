struct MovieDTO: Decodable {
    let id: String
    let title: String

    func toDomain() -> Movie {
        Movie(id: id, title: title, releaseDate: nil)
    }
}
