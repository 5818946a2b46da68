import Foundation

struct Order: Equatable {
    var id: String
    var date: Date
    var total: Decimal
}
