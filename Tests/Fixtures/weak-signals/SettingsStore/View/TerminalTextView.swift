import UIKit

final class TerminalTextView: UITextView {
    func applySettings() {
        let settings = TerminalSettingsController.shared
        font = .monospacedSystemFont(ofSize: settings.fontSize, weight: .regular)
        textColor = settings.textColor
    }

    func showKeyboardTools(_ accessory: KeyboardAccessoryController) {
        accessory.install(on: self)
    }
}
