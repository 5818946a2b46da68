import UIKit

/// The menu's controller, which the view may not drive.
final class MenuController: UIViewController {
    func open(_ screen: ScreenController) {
        title = screen.title
    }
}
