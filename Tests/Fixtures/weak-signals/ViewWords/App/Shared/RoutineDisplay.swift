import Foundation

/// What a routine row shows: a value, whatever `*Display` says to MVP.
struct RoutineDisplay: Equatable, Identifiable {
    let id: UUID
    let title: String
    var isDone: Bool

    var subtitle: String { isDone ? "Done" : "Due" }
    var symbol: String { isDone ? "checkmark" : "circle" }
    var accessibilityLabel: String { "\(title), \(subtitle)" }

    func renamed(_ title: String) -> RoutineDisplay {
        RoutineDisplay(id: id, title: title, isDone: isDone)
    }
}
