import Foundation

struct PriceFormatter {
    func text(for cents: Int) -> String { "\(cents / 100).\(cents % 100)" }
}
