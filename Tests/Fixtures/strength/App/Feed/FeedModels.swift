import Foundation

// Helpers in a file of models are not models.
func formattedStars(_ stars: Int) -> String {
    "\(stars) ★"
}

enum FeedFormatting {
    static func title(_ name: String) -> String { name.capitalized }
}

struct FeedItem {
    let title: String
}
