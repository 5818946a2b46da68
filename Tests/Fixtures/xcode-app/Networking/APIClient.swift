import Foundation
import UIKit

public final class APIClient {
    public init() {}
    public func send(_ endpoint: Endpoint) {}
}
