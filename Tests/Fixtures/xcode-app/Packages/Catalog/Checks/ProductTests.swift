import XCTest
import Catalog

final class ProductTests: XCTestCase {
    func testName() {
        XCTAssertEqual(Product(name: "Tea").name, "Tea")
    }
}
