import UIKit

/// The terminal's display settings, kept in the user defaults.
final class TerminalSettingsController: NSObject {
    static let shared = TerminalSettingsController()

    private let defaults = UserDefaults.standard

    var fontSize: CGFloat {
        get { CGFloat(defaults.double(forKey: "fontSize")) }
        set { defaults.set(Double(newValue), forKey: "fontSize") }
    }

    var textColor: UIColor {
        defaults.bool(forKey: "darkMode") ? .white : .black
    }
}
