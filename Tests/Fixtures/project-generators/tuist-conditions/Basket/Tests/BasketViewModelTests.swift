@testable import Basket
import XCTest

final class BasketViewModelTests: XCTestCase {
    func testStartsEmpty() {
        XCTAssertTrue(BasketViewModel().products.isEmpty)
    }
}
