import UIKit

final class AboutViewController: GenericViewController<AboutView, AboutViewModel> {}

final class AboutView: UIView {}
