import Foundation

/// One cell of the saved filter matrix: data made to be stored, not a table cell.
struct FilterCell: Codable, Hashable {
    var row: Int
    var column: Int
    var isOn: Bool

    mutating func toggle() {
        isOn.toggle()
    }
}
