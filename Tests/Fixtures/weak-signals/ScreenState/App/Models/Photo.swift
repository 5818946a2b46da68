/// A photo as the library stores it.
struct Photo: Codable {
    let url: String
}
