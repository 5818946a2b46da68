import SwiftUI

public struct Oven {
    public var temperature = 180
    public init() {}
}
