import XCTest
@testable import BakeryKit

final class OvenTests: XCTestCase {
    func testStartsAt180() { XCTAssertEqual(Oven().temperature, 180) }
}
