import SwiftUI

struct Card: View {
    let title: String

    var body: some View { Text(title) }
}
