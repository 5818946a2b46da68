import UIKit

/// Shows one section of the settings.
final class SettingsSectionView: UIView {
    private let section = Section()
}

private final class Section: UIView {
    weak var controller: FeedViewController?
}
