import SwiftUI

// Plain data beside a SwiftUI helper: the import is the helper's, not the enum's.
enum SwipeEdge {
    case leading, trailing
}

extension View {
    func onSwipe(_ edge: SwipeEdge) -> some View { self }
}
