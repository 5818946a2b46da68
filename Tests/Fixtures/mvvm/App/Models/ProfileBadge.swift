import SwiftUI

// A Model carrying a SwiftUI colour: the Model must know nothing of the View.
struct ProfileBadge {
    let title: String
    let tint: Color
}
