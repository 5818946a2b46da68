import UIKit

/// Owns the toolbar shown above the keyboard and answers its buttons.
final class KeyboardAccessoryController: NSObject {
    let toolbar = UIToolbar()

    func install(on textView: UITextView) {
        textView.inputAccessoryView = toolbar
    }
}
