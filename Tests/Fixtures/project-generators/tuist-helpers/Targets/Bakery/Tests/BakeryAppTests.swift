import XCTest
@testable import Bakery

final class BakeryAppTests: XCTestCase {}
