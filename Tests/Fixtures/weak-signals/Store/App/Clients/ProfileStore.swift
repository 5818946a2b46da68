import Foundation

/// The saved profile, behind an actor: persistence, not the store a view observes.
actor ProfileStore {
    static let shared = ProfileStore()

    private var names: [String] = []

    func accountNames() -> [String] { names }
}
