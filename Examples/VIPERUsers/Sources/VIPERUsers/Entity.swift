import Foundation

struct User: Codable {
    let name: String
}
