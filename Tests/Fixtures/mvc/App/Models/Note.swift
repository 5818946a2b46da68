import Foundation

struct Note: Codable, Equatable {
    var title: String
    var body: String
}
