import UIKit

// The options screen is reused by features outside this trimmed copy; they bring the view model.
final class OptionsViewController: GenericViewController<OptionsView, OptionsProtocol> {}

final class OptionsView: UIView {}
