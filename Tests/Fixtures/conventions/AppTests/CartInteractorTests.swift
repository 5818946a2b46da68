import XCTest

final class CartInteractorTests: XCTestCase {
    func testTotalIsZero() {
        XCTAssertEqual(CartInteractor().total(), 0)
    }
}
