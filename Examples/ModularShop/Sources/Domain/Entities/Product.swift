import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Something the shop sells. Plain data: the catalog lists it, the cart counts it.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: ProductID
    public var title: String
    public var price: Money
    public var isAvailable: Bool

    public init(id: ProductID, title: String, price: Money, isAvailable: Bool = true) {
        self.id = id
        self.title = title
        self.price = price
        self.isAvailable = isAvailable
    }
}

public struct ProductID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

#if canImport(SwiftUI)
// A convenience someone added for the SwiftUI screens; it belongs in a feature, not in Domain.
extension Product {
    public var badgeColor: Color { isAvailable ? .green : .gray }
}
#endif
