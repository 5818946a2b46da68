import SwiftUI

struct HintsView: View {
    let hints: [String]

    var body: some View {
        Text(hints.joined(separator: ", "))
    }
}
