import SwiftUI

/// A real SwiftUI view.
struct StreakBadgeView: View {
    let count: Int

    var body: some View {
        Text("\(count)")
    }
}
