import UIKit

struct Movie: Equatable, Identifiable {
    let id: String
    let title: String
    let releaseDate: Date?
}
