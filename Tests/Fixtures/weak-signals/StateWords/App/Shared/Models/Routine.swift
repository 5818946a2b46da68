import Foundation

/// A stored routine: its status is a raw value, its draft a feature's real state.
struct Routine: Codable {
    var title: String
    var status: SyncState
    var draft: RoutineEditor.State?
}

enum SyncState: String, Codable {
    case pending
    case synced
}
