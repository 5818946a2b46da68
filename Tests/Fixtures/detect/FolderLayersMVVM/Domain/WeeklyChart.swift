import Foundation

struct WeeklyChart: Codable, Equatable {
    let from: Date
    let albums: [Album]
}
