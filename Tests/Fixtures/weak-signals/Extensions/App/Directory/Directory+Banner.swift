import SwiftUI

extension Directory {
    static func bannerTitle(of card: Card) -> String {
        card.title.uppercased()
    }
}
