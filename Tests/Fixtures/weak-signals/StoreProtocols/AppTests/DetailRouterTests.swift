import XCTest

/// A test double adopts the data store protocol it stands in for: it says nothing of whose
/// protocol that is.
final class DetailStoreSpy: DetailStoreProtocol {
    var selectedName: String?
}

final class DetailRouterTests: XCTestCase {
    func testRouteToShareReadsTheStore() {
        let router = DetailRouter()
        let store = DetailStoreSpy()
        router.dataStore = store
        router.routeToShare()
    }
}
