import XCTest
import CatalogUI
@testable import Shop

final class CartTests: XCTestCase {
    func testProductView() {
        _ = ProductView()
    }
}
