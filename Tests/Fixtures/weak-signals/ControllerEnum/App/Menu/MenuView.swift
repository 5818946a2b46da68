import UIKit

/// Lists the screens the menu opens.
final class MenuView: UIView {
    let screens: [ScreenController] = [.settings, .profile]
    let label = UILabel()

    func show() {
        label.text = screens.map(\.title).joined(separator: ", ")
    }
}

/// A view that drives its controller itself: the break.
final class MenuHeaderView: UIView {
    weak var controller: MenuController?

    func tapSettings() {
        controller?.open(.settings)
    }
}
