@testable import Catalog
import XCTest

final class ProductTests: XCTestCase {
    func testKeepsItsName() {
        XCTAssertEqual(Product(name: "Tea").name, "Tea")
    }
}
