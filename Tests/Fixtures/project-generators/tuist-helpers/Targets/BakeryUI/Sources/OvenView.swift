import BakeryKit
import SwiftUI

public struct OvenView: View {
    let oven: Oven
    public init(oven: Oven) { self.oven = oven }
    public var body: some View { Text("\(oven.temperature)") }
}
