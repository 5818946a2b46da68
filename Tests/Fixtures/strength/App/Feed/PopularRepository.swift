import Foundation

// A code repository's name and stars: data, no Service by its name.
struct PopularRepository: Codable {
    let name: String
    let stars: Int
}
