import Foundation

/// An amount in the smallest unit of a currency ("1999 EUR" is 19.99 €), so sums are exact.
public struct Money: Hashable, Sendable, Comparable {
    public var minorUnits: Int
    public var currency: String

    public init(minorUnits: Int, currency: String = "EUR") {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    public static func + (lhs: Money, rhs: Money) -> Money {
        Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
    }

    public static func * (lhs: Money, count: Int) -> Money {
        Money(minorUnits: lhs.minorUnits * count, currency: lhs.currency)
    }

    public static let zero = Money(minorUnits: 0)
}

extension Money: CustomStringConvertible {
    public var description: String {
        let units = minorUnits / 100, cents = abs(minorUnits % 100)
        return "\(units).\(cents < 10 ? "0" : "")\(cents) \(currency)"
    }
}
