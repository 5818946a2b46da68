import SwiftUI
import UIKit

enum ShareStyle {
    static let background = UIColor(Color.accentColor)
}
