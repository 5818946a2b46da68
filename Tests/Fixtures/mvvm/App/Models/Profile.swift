import Foundation

struct Profile: Decodable, Equatable {
    let name: String
    let bio: String
}
