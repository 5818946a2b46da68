import UIKit

final class TabStripView: UIView {
    var tabs: [TabTitleModel] = [.recent, .favorites]
}
