@testable import Browser
import XCTest

final class BrowserViewModelTests: XCTestCase {
    func testStartsBlank() {
        XCTAssertEqual(BrowserViewModel().address, "")
    }
}
