// In the SwiftPM layout of a test target, but the manifest's tests are in Checks/: no target
// builds this file.
import XCTest
@testable import Catalog

final class RetiredTests: XCTestCase {
    func testProduct() {
        _ = Product(name: "retired")
    }
}
