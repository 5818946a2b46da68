import Foundation

protocol AppCoordinatorDelegate: AnyObject {
    func coordinatorDidFinish()
}

// An app-wide context: one *CoordinatorDelegate protocol does not make it a Coordinator.
final class AppContext: AppCoordinatorDelegate {
    var isSignedIn = false

    func coordinatorDidFinish() {
        isSignedIn = false
    }
}
